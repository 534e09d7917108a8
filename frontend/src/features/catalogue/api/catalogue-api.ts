import { LONG_CACHE_SECONDS, baseApi } from '@/shared/api/base-api';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';
import type {
  Brand,
  Category,
  CategoryBrands,
  CategoryRelative,
  GoodsCard,
  GoodsComment,
  GoodsDetail,
  GoodsListRequest,
  HomePayload,
  Paged,
  ShopDetail,
  ShopListItem,
} from './catalogue-types';

/** Lists come as `data.list`; an empty answer is an empty list. */
function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (typeof data === 'object' && data !== null && Array.isArray((data as { list?: unknown }).list)) {
    return (data as { list: T[] }).list;
  }
  return [];
}

function pagedOf<T>(data: unknown, page: number, pageSize: number): Paged<T> {
  const raw = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const count = (value: unknown, fallback: number): number => {
    const number = Number(value ?? fallback);
    return Number.isFinite(number) && number >= 0 ? number : fallback;
  };
  return {
    list: listOf<T>(data),
    total: count(raw.total, 0),
    page: count(raw.page, page),
    page_size: count(raw.page_size, pageSize) || pageSize,
  };
}

/** Drops undefined, empty and NaN filters so the request carries only what was asked. */
function compact(body: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) => value !== undefined && value !== null && !(typeof value === 'number' && Number.isNaN(value)),
    ),
  );
}

/**
 * Every catalogue call is a query whose failure the screen shows in place (an error or a
 * not-found state), so the generic toast is suppressed.
 */
// The 'Review' tag: a new review refreshes the product's reviews and its rating.
export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Categories and brands are cached by the spec: keep them for the visit (an operator's save
    // in this tab refreshes them: 'CatalogueStructure').
    getCategoryTree: build.query<Category[], void>({
      query: () => ({ path: 'mall/category/all', ignoreError: true }),
      transformResponse: (data: unknown) => listOf<Category>(data),
      providesTags: ['CatalogueStructure'],
      keepUnusedDataFor: LONG_CACHE_SECONDS,
    }),
    getLevelOneCategories: build.query<Category[], void>({
      query: () => ({ path: 'mall/category/level_one', ignoreError: true }),
      transformResponse: (data: unknown) => listOf<Category>(data),
      providesTags: ['CatalogueStructure'],
      keepUnusedDataFor: LONG_CACHE_SECONDS,
    }),
    getCategoryRelative: build.query<CategoryRelative | null, number>({
      query: (categoryId) => ({ path: 'mall/category/relative', body: { category_id: categoryId }, ignoreError: true }),
      providesTags: ['CatalogueStructure'],
      keepUnusedDataFor: LONG_CACHE_SECONDS,
    }),
    getBrands: build.query<Brand[], void>({
      query: () => ({ path: 'mall/brand/all', ignoreError: true }),
      transformResponse: (data: unknown) => listOf<Brand>(data),
      providesTags: ['CatalogueStructure'],
      keepUnusedDataFor: LONG_CACHE_SECONDS,
    }),
    getCategoryBrands: build.query<CategoryBrands[], void>({
      query: () => ({ path: 'mall/brand/category_brand', ignoreError: true }),
      transformResponse: (data: unknown) => listOf<CategoryBrands>(data),
      providesTags: ['CatalogueStructure'],
      keepUnusedDataFor: LONG_CACHE_SECONDS,
    }),
    getGoodsList: build.query<Paged<GoodsCard>, GoodsListRequest>({
      query: (request) => ({
        path: 'mall/goods/list',
        body: compact({ page_size: DEFAULT_PAGE_SIZE, ...request }),
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, request) =>
        pagedOf<GoodsCard>(data, request.page, request.page_size ?? DEFAULT_PAGE_SIZE),
    }),
    getRecommendForList: build.query<GoodsCard[], { category_id?: number; page_size?: number }>({
      query: (request) => ({ path: 'mall/goods/recommend_for_list', body: compact(request), ignoreError: true }),
      transformResponse: (data: unknown) => listOf<GoodsCard>(data),
    }),
    /** Counts a visit on the server. Errors (103 for an unknown id) are shown by the screen. */
    getGoodsDetail: build.query<GoodsDetail, number>({
      query: (id) => ({ path: 'mall/goods/detail', body: { id }, ignoreError: true }),
      providesTags: ['Review'],
    }),
    getRelateHotSale: build.query<GoodsCard[], number>({
      query: (id) => ({ path: 'mall/goods/relate_hot_sale', body: { id }, ignoreError: true }),
      transformResponse: (data: unknown) => listOf<GoodsCard>(data),
    }),
    getRelateHotRecommend: build.query<GoodsCard[], number>({
      query: (id) => ({ path: 'mall/goods/relate_hot_recommend', body: { id }, ignoreError: true }),
      transformResponse: (data: unknown) => listOf<GoodsCard>(data),
    }),
    getGoodsComments: build.query<Paged<GoodsComment>, { id: number; page: number }>({
      query: (body) => ({ path: 'mall/goods/comment/list', body: { ...body }, ignoreError: true }),
      transformResponse: (data: unknown, _meta, request) => pagedOf<GoodsComment>(data, request.page, DEFAULT_PAGE_SIZE),
      providesTags: ['Review'],
    }),
    getShopList: build.query<Paged<ShopListItem>, { keywords?: string; page: number }>({
      query: (request) => ({
        path: 'mall/shop/list',
        body: compact({ page_size: DEFAULT_PAGE_SIZE, ...request }),
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, request) => pagedOf<ShopListItem>(data, request.page, DEFAULT_PAGE_SIZE),
    }),
    getShopDetail: build.query<ShopDetail, number>({
      query: (shopId) => ({ path: 'mall/shop/detail', body: { shop_id: shopId }, ignoreError: true }),
    }),
    getHome: build.query<HomePayload, void>({
      query: () => ({ path: 'mall/home', ignoreError: true }),
      // An operator's banner changes it (console/banner/*).
      providesTags: ['Banner'],
      transformResponse: (data: unknown) => {
        const raw = (typeof data === 'object' && data !== null ? data : {}) as Partial<HomePayload>;
        return { banners: raw.banners ?? [], sections: raw.sections ?? [] };
      },
    }),
  }),
});

export const {
  useGetCategoryTreeQuery,
  useGetLevelOneCategoriesQuery,
  useGetCategoryRelativeQuery,
  useGetBrandsQuery,
  useGetCategoryBrandsQuery,
  useGetGoodsListQuery,
  useGetRecommendForListQuery,
  useGetGoodsDetailQuery,
  useGetRelateHotSaleQuery,
  useGetRelateHotRecommendQuery,
  useGetGoodsCommentsQuery,
  useGetShopListQuery,
  useGetShopDetailQuery,
  useGetHomeQuery,
} = catalogueApi;
