import { baseApi } from '@/shared/api/base-api';
import type { ShopApplication, ShopApplicationForm } from './merchant-types';


/**
 * The shopper's shop application. Failures are shown in place, so the toast is off. Applying
 * changes the user's shop_state too, so the user info is fetched again.
 */
export const merchantApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShopApplication: build.query<ShopApplication | null, void>({
      query: () => ({ path: 'mine/shop/info', ignoreError: true }),
      providesTags: ['ShopApplication'],
    }),
    applyShop: build.mutation<{ application_id: string }, ShopApplicationForm>({
      query: (form) => ({ path: 'mine/shop/apply', body: { ...form }, ignoreError: true }),
      invalidatesTags: (result) => (result ? ['ShopApplication', 'UserInfo'] : []),
    }),
  }),
});

export const { useGetShopApplicationQuery, useApplyShopMutation } = merchantApi;
