import type { components } from '@/api/schema';
import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';

/** A category as the operator's tree shows it: `shown` is false under a hidden ancestor too. */
export type ConsoleCategory = components['schemas']['ConsoleCategoryNode'];
export type ConsoleBrand = components['schemas']['ConsoleBrandItem'];
export type CategorySaveBody = Omit<components['schemas']['CategorySaveRequest'], 'sid' | 'language'>;
export type BrandSaveBody = Omit<components['schemas']['BrandSaveRequest'], 'sid' | 'language'>;

export interface BrandListRequest {
  keywords: string;
  page: number;
}

/**
 * The operator's category tree and brands (console/category/*, console/brand/*, role operator).
 * A save refreshes them and the storefront's menus and brand lists in this tab (one tag); the
 * forms show a refusal in place.
 */
export const structureApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConsoleCategories: build.query<ConsoleCategory[], void>({
      query: () => ({ path: 'console/category/list', ignoreError: true }),
      transformResponse: (data: { list?: ConsoleCategory[] } | null) => data?.list ?? [],
      providesTags: ['CatalogueStructure'],
    }),
    saveConsoleCategory: build.mutation<{ category_id: number }, CategorySaveBody>({
      query: (body) => ({ path: 'console/category/save', body: { ...body }, ignoreError: true }),
      invalidatesTags: ['CatalogueStructure'],
    }),
    getConsoleBrands: build.query<Paged<ConsoleBrand>, BrandListRequest>({
      query: ({ keywords, page }) => ({
        path: 'console/brand/list',
        body: { keywords, page, page_size: DEFAULT_PAGE_SIZE },
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, request) => pagedOf<ConsoleBrand>(data, request.page, DEFAULT_PAGE_SIZE),
      providesTags: ['CatalogueStructure'],
    }),
    saveConsoleBrand: build.mutation<{ brand_id: number }, BrandSaveBody>({
      query: (body) => ({ path: 'console/brand/save', body: { ...body }, ignoreError: true }),
      invalidatesTags: ['CatalogueStructure'],
    }),
  }),
});

export const {
  useGetConsoleCategoriesQuery,
  useSaveConsoleCategoryMutation,
  useGetConsoleBrandsQuery,
  useSaveConsoleBrandMutation,
} = structureApi;
