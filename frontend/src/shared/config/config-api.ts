import { LONG_CACHE_SECONDS, baseApi } from '@/shared/api/base-api';
import type { SiteConfig } from './config-types';

export const configApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteConfig: build.query<SiteConfig, void>({
      query: () => ({ path: 'system/config', ignoreError: true }),
      keepUnusedDataFor: LONG_CACHE_SECONDS,
      providesTags: ['Config'],
    }),
  }),
});

export const { useGetSiteConfigQuery } = configApi;
