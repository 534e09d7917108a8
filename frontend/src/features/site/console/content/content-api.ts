import type { components } from '@/api/schema';
import type { PostRule } from '@/config/paths';
import { isApiError } from '@/shared/api/api-types';
import { baseApi } from '@/shared/api/base-api';

/** One home page banner as the operators list it (console/banner/list); `language` null: every language. */
export type ConsoleBanner = components['schemas']['ConsoleBanner'];
/** console/banner/save: no `banner_id` adds a banner; `image` is an upload's path or the banner's own address. */
export type BannerForm = Omit<components['schemas']['BannerSaveRequest'], 'sid'>;
/** A document's stored text in one language (console/document/get). */
export type ConsoleDocument = components['schemas']['ConsoleDocument'];
export type DocumentForm = Omit<components['schemas']['DocumentSaveRequest'], 'sid'>;

const CODE_BAD_PARAMETER = 102;

/** The field a 102 names, if any; '' for any other refusal (null for 101, which signs out). */
export function refusedField(error: unknown): string | null {
  if (!isApiError(error)) return '';
  if (error.kind === 'NotLogin') return null;
  if (error.kind !== 'APIError' || error.code !== CODE_BAD_PARAMETER) return '';
  const field = typeof error.data === 'object' && error.data !== null ? (error.data as { field?: unknown }).field : undefined;
  return typeof field === 'string' ? field : '';
}

/** The operators' storefront content (role operator): a save shows on the storefront at once. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<ConsoleBanner[], void>({
      query: () => ({ path: 'console/banner/list', ignoreError: true }),
      transformResponse: (data: { list?: ConsoleBanner[] } | null) => data?.list ?? [],
      providesTags: ['Banner'],
    }),
    saveBanner: build.mutation<unknown, BannerForm>({
      query: ({ language, ...form }) => ({
        path: 'console/banner/save',
        body: { ...form },
        contentLanguage: language ?? null,
        ignoreError: true,
      }),
      invalidatesTags: ['Banner'],
    }),
    deleteBanner: build.mutation<unknown, string>({
      query: (bannerId) => ({ path: 'console/banner/delete', body: { banner_id: bannerId }, ignoreError: true }),
      invalidatesTags: ['Banner'],
    }),
    getDocumentText: build.query<ConsoleDocument, { id: PostRule; language: string }>({
      query: ({ id, language }) => ({ path: 'console/document/get', body: { id }, contentLanguage: language, ignoreError: true }),
      providesTags: (_result, _error, { id, language }) => [{ type: 'DocumentText', id: `${id}/${language}` }],
      keepUnusedDataFor: 0,
    }),
    saveDocument: build.mutation<unknown, DocumentForm>({
      query: ({ language, ...form }) => ({ path: 'console/document/save', body: { ...form }, contentLanguage: language, ignoreError: true }),
      // The storefront's copy too (information/document/<id>, cached by id).
      invalidatesTags: (_result, _error, { id, language }) => [
        { type: 'DocumentText', id: `${id}/${language}` },
        { type: 'Document', id },
      ],
    }),
  }),
});

export const {
  useGetBannersQuery,
  useSaveBannerMutation,
  useDeleteBannerMutation,
  useGetDocumentTextQuery,
  useSaveDocumentMutation,
} = contentApi;
