import { isApiError } from '@/shared/api/api-types';
import { baseApi } from '@/shared/api/base-api';
import type { components } from '@/api/schema';

/** The server's limits (console/shop/profile/save): longer values are refused with 102. */
export const PROFILE_NAME_MAX = 80;
export const PROFILE_DESCRIPTION_MAX = 2000;

/**
 * console/shop/profile/get. `logo` and `banner` are the paths to send back, '' while the shop
 * uses the generated artwork (whose address is still in `logo_url` / `banner_url`).
 */
export type ShopProfile = components['schemas']['ShopProfileView'];

/** console/shop/profile/save: a picture is '' (generated), a fresh upload's path or the current value. */
export type ShopProfileForm = Omit<components['schemas']['ShopProfileSaveRequest'], 'sid' | 'language'>;

const CODE_BAD_PARAMETER = 102;
const FORM_FIELDS: readonly string[] = ['name', 'logo', 'banner', 'description'] satisfies (keyof ShopProfileForm)[];

/** Where a refused save is explained: under the field a 102 names, or above the button. Null for 101. */
export function profileProblem(error: unknown, fallback: string): { field?: keyof ShopProfileForm; message: string } | null {
  if (!isApiError(error)) return { message: fallback };
  if (error.kind === 'NotLogin') return null;
  if (error.kind === 'APIError' && error.code === CODE_BAD_PARAMETER) {
    const raw = typeof error.data === 'object' && error.data !== null ? (error.data as { field?: unknown }).field : undefined;
    if (typeof raw === 'string' && FORM_FIELDS.includes(raw)) return { field: raw as keyof ShopProfileForm, message: error.message };
  }
  return { message: error.message || fallback };
}

/** The seller's own shop profile (role seller). A save refreshes the dashboard's name and logo too. */
export const shopProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShopProfile: build.query<ShopProfile, void>({
      query: () => ({ path: 'console/shop/profile/get', ignoreError: true }),
      providesTags: ['ShopProfile'],
    }),
    saveShopProfile: build.mutation<unknown, ShopProfileForm>({
      query: (form) => ({ path: 'console/shop/profile/save', body: { ...form }, ignoreError: true }),
      invalidatesTags: ['ShopProfile'],
    }),
  }),
});

export const { useGetShopProfileQuery, useSaveShopProfileMutation } = shopProfileApi;
