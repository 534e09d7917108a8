import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';
import { chainPaymentOf } from '../chain-pay/chain-payment';
import { orderDisputeFieldsOf } from '../disputes/wire';
import type {
  CheckoutPreview,
  CheckoutRequest,
  CreateOrderBody,
  CreatedOrders,
  Keyed,
  Order,
  OrderListRequest,
  PayBody,
  Payment,
  Tracking,
} from './order-types';

/** Cart and Wealth are the cart's and the wallet's tags: buying empties the one and debits the other. */

function previewOf(data: CheckoutPreview): CheckoutPreview {
  return {
    ...data,
    shops: Array.isArray(data.shops) ? data.shops : [],
    addresses: Array.isArray(data.addresses) ? data.addresses : [],
    address_id: data.address_id ?? null,
    // An older server sends no `payable`: its previews were always presented as payable.
    payable: (data as { payable?: boolean }).payable !== false,
  };
}

function orderOf(data: Order): Order {
  return {
    ...data,
    lines: Array.isArray(data.lines) ? data.lines : [],
    timeline: Array.isArray(data.timeline) ? data.timeline : [],
    ...orderDisputeFieldsOf(data),
    chain_payment: chainPaymentOf((data as { chain_payment?: unknown }).chain_payment),
  };
}

/** Checkout, payment and the shopper's orders. Screens show every failure in place. */
export const orderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCheckout: build.query<CheckoutPreview, CheckoutRequest>({
      query: (request) => ({ path: 'order/checkout', body: { ...request }, ignoreError: true }),
      transformResponse: previewOf,
      providesTags: ['Checkout'],
      keepUnusedDataFor: 0,
    }),
    createOrder: build.mutation<CreatedOrders, Keyed<CreateOrderBody>>({
      query: ({ body, idempotencyKey }) => ({
        path: 'order/create',
        body: { ...body },
        headers: { 'Idempotency-Key': idempotencyKey },
        ignoreError: true,
      }),
      // A refusal (107) may mean the stock moved: refresh the preview so the line shows why.
      invalidatesTags: (result) => (result ? ['Order', 'Cart'] : ['Checkout']),
    }),
    payOrders: build.mutation<Payment, Keyed<PayBody>>({
      query: ({ body, idempotencyKey }) => ({
        path: 'order/pay',
        body: { ...body },
        headers: { 'Idempotency-Key': idempotencyKey },
        ignoreError: true,
        errorContext: 'pay',
      }),
      // A refusal (106, 108) may mean the state moved on elsewhere: refresh either way.
      invalidatesTags: ['Order', 'Wealth', 'WalletHistory'],
    }),
    /** The available balance an order's payment is confirmed against (the wallet's own call). */
    getAvailableBalance: build.query<number, void>({
      query: () => ({ path: 'mine/wealth/info', ignoreError: true }),
      transformResponse: (data: { amount: number }) => data.amount,
      providesTags: ['Wealth'],
    }),
    getOrders: build.query<Paged<Order>, OrderListRequest>({
      query: ({ status, page }) => ({
        path: 'order/list',
        body: status ? { status, page, page_size: DEFAULT_PAGE_SIZE } : { page, page_size: DEFAULT_PAGE_SIZE },
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, request) => {
        const paged = pagedOf<Order>(data, request.page, DEFAULT_PAGE_SIZE);
        return { ...paged, list: paged.list.map(orderOf) };
      },
      providesTags: ['Order'],
    }),
    getOrder: build.query<Order, string>({
      query: (orderId) => ({ path: 'order/detail', body: { order_id: orderId }, ignoreError: true }),
      transformResponse: orderOf,
      providesTags: ['Order'],
    }),
    cancelOrder: build.mutation<unknown, string>({
      query: (orderId) => ({ path: 'order/cancel', body: { order_id: orderId }, ignoreError: true }),
      invalidatesTags: ['Order'],
    }),
    refundOrder: build.mutation<unknown, { orderId: string; reason: string }>({
      query: ({ orderId, reason }) => ({ path: 'order/refund', body: { order_id: orderId, reason }, ignoreError: true }),
      invalidatesTags: ['Order', 'Wealth', 'WalletHistory'],
    }),
    confirmReceipt: build.mutation<unknown, string>({
      query: (orderId) => ({ path: 'order/confirm_receipt', body: { order_id: orderId }, ignoreError: true }),
      invalidatesTags: ['Order'],
    }),
    trackOrder: build.query<Tracking, string>({
      query: (orderSn) => ({ path: 'order/track', body: { order_sn: orderSn }, ignoreError: true }),
      transformResponse: (data: Tracking) => ({ ...data, timeline: Array.isArray(data.timeline) ? data.timeline : [] }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetCheckoutQuery,
  useCreateOrderMutation,
  usePayOrdersMutation,
  useGetAvailableBalanceQuery,
  useGetOrdersQuery,
  useGetOrderQuery,
  useCancelOrderMutation,
  useRefundOrderMutation,
  useConfirmReceiptMutation,
  useTrackOrderQuery,
} = orderApi;
