import { LONG_CACHE_SECONDS, baseApi } from '@/shared/api/base-api';
import type { components } from '@/api/schema';

export type InfoDocument = components['schemas']['DocumentView'];

export const documentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDocument: build.query<InfoDocument, { rule: string; language: string }>({
      query: ({ rule, language }) => ({ path: `information/document/${rule}`, body: { language } }),
      keepUnusedDataFor: LONG_CACHE_SECONDS,
      providesTags: (_result, _error, { rule }) => [{ type: 'Document', id: rule }],
    }),
  }),
});

export const { useGetDocumentQuery } = documentApi;
