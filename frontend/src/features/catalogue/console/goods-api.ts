import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';
import type {
  GoodsListRequest,
  GoodsRow,
  SaveGoodsBody,
  SellerGoodsDetail,
  StockAdjustment,
  StockMovement,
} from './goods-types';

/**
 * The seller's own products (console/goods/*, role seller). Lists and forms show their failures
 * in place; a save, an on/off-sale switch or a stock change refreshes every goods view (list,
 * detail, stock history), which all provide the one tag.
 */
export const sellerGoodsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSellerGoods: build.query<Paged<GoodsRow>, GoodsListRequest>({
      query: ({ keywords, status, page }) => ({
        path: 'console/goods/list',
        body: { ...(keywords ? { keywords } : {}), ...(status ? { status } : {}), page, page_size: DEFAULT_PAGE_SIZE },
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, request) => pagedOf<GoodsRow>(data, request.page, DEFAULT_PAGE_SIZE),
      providesTags: ['SellerGoods'],
    }),
    getSellerGoodsDetail: build.query<SellerGoodsDetail, number>({
      query: (goodsId) => ({ path: 'console/goods/detail', body: { shop_goods_id: goodsId }, ignoreError: true }),
      providesTags: ['SellerGoods'],
    }),
    saveSellerGoods: build.mutation<{ shop_goods_id: number }, SaveGoodsBody>({
      query: (body) => ({ path: 'console/goods/save', body: { ...body }, ignoreError: true }),
      invalidatesTags: ['SellerGoods'],
    }),
    // A refused switch (the product is another shop's, the session ended) shows the generic toast.
    setSellerGoodsOnSale: build.mutation<unknown, { shop_goods_id: number; on_sale: boolean }>({
      query: (body) => ({ path: 'console/goods/status', body: { ...body } }),
      invalidatesTags: ['SellerGoods'],
    }),
    adjustSellerStock: build.mutation<{ stock: number }, StockAdjustment>({
      query: (body) => ({ path: 'console/goods/stock', body: { ...body }, ignoreError: true }),
      invalidatesTags: ['SellerGoods'],
    }),
    getStockHistory: build.query<Paged<StockMovement>, { goodsId: number; page: number }>({
      query: ({ goodsId, page }) => ({
        path: 'console/goods/stock_history',
        body: { shop_goods_id: goodsId, page, page_size: DEFAULT_PAGE_SIZE },
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, request) => pagedOf<StockMovement>(data, request.page, DEFAULT_PAGE_SIZE),
      providesTags: ['SellerGoods'],
    }),
  }),
});

export const {
  useGetSellerGoodsQuery,
  useGetSellerGoodsDetailQuery,
  useSaveSellerGoodsMutation,
  useSetSellerGoodsOnSaleMutation,
  useAdjustSellerStockMutation,
  useGetStockHistoryQuery,
} = sellerGoodsApi;
