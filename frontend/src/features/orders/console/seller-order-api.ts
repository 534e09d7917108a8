import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';
import type { Order } from '../order-status';

/** An order of the seller's own shop, with its buyer. */
export interface SellerOrder extends Order {
  buyer: { uid: number; nickname: string };
  /** The platform's commission, fixed when the order is paid; null before payment. */
  commission?: number | null;
}

export interface SellerOrderRequest {
  status?: string;
  page: number;
}

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
        return { ...paged, list: paged.list.map((order) => ({ ...order, lines: Array.isArray(order.lines) ? order.lines : [] })) };
      },
      providesTags: ['SellerOrder'],
    }),
    getSellerOrder: build.query<SellerOrder, string>({
      query: (orderId) => ({ path: 'console/order/detail', body: { order_id: orderId }, ignoreError: true }),
      transformResponse: (order: SellerOrder) => ({ ...order, lines: Array.isArray(order.lines) ? order.lines : [] }),
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
