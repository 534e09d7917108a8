import type { components } from '@/api/schema';
import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';

/** A shop as the operators see it: its owner, figures and standing (console/shops/list). */
export type OperatorShop = components['schemas']['OperatorShopView'];

export const SHOP_STATUSES = ['active', 'suspended'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

export function isShopStatus(value: unknown): value is ShopStatus {
  return SHOP_STATUSES.includes(value as ShopStatus);
}

export interface OperatorShopsRequest {
  keywords: string;
  /** Every shop when null. */
  status: ShopStatus | null;
  page: number;
}

export interface StandingChange {
  shopId: number;
  /** The reason of a suspension (required), or the remark of a reinstatement (optional). */
  text: string;
}

/**
 * console/shops/* (role operator). Suspending or reinstating refreshes the list whatever the
 * answer (108: another operator changed the shop's standing first).
 */
export const operatorShopsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOperatorShops: build.query<Paged<OperatorShop>, OperatorShopsRequest>({
      query: ({ keywords, status, page }) => ({
        path: 'console/shops/list',
        body: {
          page,
          page_size: DEFAULT_PAGE_SIZE,
          ...(keywords ? { keywords } : {}),
          ...(status ? { status } : {}),
        },
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, request) => pagedOf<OperatorShop>(data, request.page, DEFAULT_PAGE_SIZE),
      providesTags: ['OperatorShop'],
    }),
    suspendShop: build.mutation<unknown, StandingChange>({
      query: ({ shopId, text }) => ({ path: 'console/shops/suspend', body: { shop_id: shopId, reason: text }, ignoreError: true }),
      invalidatesTags: ['OperatorShop'],
    }),
    reinstateShop: build.mutation<unknown, StandingChange>({
      query: ({ shopId, text }) => ({ path: 'console/shops/reinstate', body: { shop_id: shopId, remark: text }, ignoreError: true }),
      invalidatesTags: ['OperatorShop'],
    }),
  }),
});

export const { useGetOperatorShopsQuery, useSuspendShopMutation, useReinstateShopMutation } = operatorShopsApi;
