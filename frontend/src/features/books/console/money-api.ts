import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';
import type { DailySettlement, Settlement, ShopSummary } from './money-types';

/** How many days the settled-sales chart shows. */
export const DAILY_DAYS = 30;

/** The seller's money (console/shop/*, role seller, own shop only). */
export const shopMoneyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShopSummary: build.query<ShopSummary, void>({
      query: () => ({ path: 'console/shop/summary', ignoreError: true }),
      providesTags: ['ShopMoney'],
    }),
    getSettlements: build.query<Paged<Settlement>, number>({
      query: (page) => ({ path: 'console/shop/settlements', body: { page, page_size: DEFAULT_PAGE_SIZE }, ignoreError: true }),
      transformResponse: (data: unknown, _meta, page) => pagedOf<Settlement>(data, page, DEFAULT_PAGE_SIZE),
      providesTags: ['ShopMoney'],
    }),
    getDailySettlements: build.query<DailySettlement[], number>({
      query: (days) => ({ path: 'console/shop/settlements/daily', body: { days }, ignoreError: true }),
      transformResponse: (data: { list?: unknown }) => (Array.isArray(data.list) ? (data.list as DailySettlement[]) : []),
      providesTags: ['ShopMoney'],
    }),
  }),
});

export const { useGetShopSummaryQuery, useGetSettlementsQuery, useGetDailySettlementsQuery } = shopMoneyApi;
