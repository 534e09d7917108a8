import { createApi } from '@reduxjs/toolkit/query/react';
import { bazaarBaseQuery } from './base-query';

/** Spec section 9: repeated requests are cached 10 s by default. */
export const DEFAULT_CACHE_SECONDS = 10;
/** Config, documents and areas are marked cached in the spec: keep them for the visit. */
export const LONG_CACHE_SECONDS = 60 * 60;

/** The single RTK Query slice; every feature adds its calls with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: bazaarBaseQuery,
  keepUnusedDataFor: DEFAULT_CACHE_SECONDS,
  tagTypes: ['UserInfo', 'Config', 'Document'],
  endpoints: () => ({}),
});
