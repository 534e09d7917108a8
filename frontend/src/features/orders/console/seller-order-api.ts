import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';
import type { OrderStatus } from '../order-status';
import type { components } from '@/api/schema';
import type { OrderDisputeFields } from '../api/dispute-types';
import { orderDisputeFieldsOf } from '../disputes/wire';

/** An order of the seller's own shop, with its buyer and the platform's commission (null before
 * payment); `status` narrowed as on Order. */
export type SellerOrder = Omit<components['schemas']['SellerOrderView'], 'status'> & { status: OrderStatus } & OrderDisputeFields;

function sellerOrderOf(order: SellerOrder): SellerOrder {
  return { ...order, lines: Array.isArray(order.lines) ? order.lines : [], ...orderDisputeFieldsOf(order) };
}

/** console/order/list takes order/list's request: the endpoint adds `page_size`. */
export type SellerOrderRequest = Pick<components['schemas']['OrderListRequest'], 'status' | 'page'>;

/**
 * The seller's shop orders (console/order/*, role seller): the list and one order's detail. Like
 * the review queues, failures show in place and every decision refreshes the list and the detail
 * whatever the answer (108: someone or something moved the order on first).
 */
export const sellerOrderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSellerOrders: build.query<Paged<SellerOrder>, SellerOrderRequest>({
      query: ({ status, page }) => ({
        path: 'console/order/list',
        body: status ? { status, page, page_size: DEFAULT_PAGE_SIZE } : { page, page_size: DEFAULT_PAGE_SIZE },
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, request) => {
        const paged = pagedOf<SellerOrder>(data, request.page, DEFAULT_PAGE_SIZE);
        return { ...paged, list: paged.list.map(sellerOrderOf) };
      },
      providesTags: ['SellerOrder'],
    }),
    getSellerOrder: build.query<SellerOrder, string>({
      query: (orderId) => ({ path: 'console/order/detail', body: { order_id: orderId }, ignoreError: true }),
      transformResponse: sellerOrderOf,
      providesTags: ['SellerOrder'],
    }),
    confirmSellerOrder: build.mutation<unknown, string>({
      query: (orderId) => ({ path: 'console/order/confirm', body: { order_id: orderId }, ignoreError: true }),
      invalidatesTags: ['SellerOrder'],
    }),
    shipSellerOrder: build.mutation<unknown, { orderId: string; logisticsNo: string; carrier: string }>({
      query: ({ orderId, logisticsNo, carrier }) => ({
        path: 'console/order/ship',
        body: { order_id: orderId, logistics_no: logisticsNo, carrier },
        ignoreError: true,
      }),
      invalidatesTags: ['SellerOrder'],
    }),
  }),
});

export const {
  useGetSellerOrdersQuery,
  useGetSellerOrderQuery,
  useConfirmSellerOrderMutation,
  useShipSellerOrderMutation,
} = sellerOrderApi;
