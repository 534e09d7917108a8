import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';
import { disputeDetailOf } from '../disputes/wire';
import type {
  DisputeDecideAnswer,
  DisputeDecideRequest,
  DisputeDetail,
  DisputeListRequest,
  DisputeMessageRequest,
  DisputeOpenAnswer,
  DisputeOpenRequest,
  DisputeRespondRequest,
  DisputeRow,
} from './dispute-types';

/**
 * A case changes the order (its status, deadline and refunds), the seller's lists and counts and,
 * when money moves, the buyer's wallet: every step refreshes all of them, whatever the answer
 * (108 means the case moved on elsewhere, and the screen should show where it is now).
 */
const AFTER_A_STEP = ['Dispute', 'Order', 'SellerOrder', 'Wealth', 'WalletHistory'] as const;

const step = (path: string, body: Record<string, unknown>) => ({ path, body, ignoreError: true });

/** The receipt deadline and the buyer's, seller's and arbiters' calls about a case (issue 30). */
export const disputeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    extendReceipt: build.mutation<unknown, string>({
      query: (orderId) => step('order/extend_receipt', { order_id: orderId }),
      invalidatesTags: ['Order'],
    }),
    openDispute: build.mutation<DisputeOpenAnswer, DisputeOpenRequest>({
      query: (body) => step('order/dispute/open', { ...body }),
      invalidatesTags: [...AFTER_A_STEP],
    }),
    getDispute: build.query<DisputeDetail, string>({
      query: (orderId) => step('order/dispute/detail', { order_id: orderId }),
      transformResponse: disputeDetailOf,
      providesTags: ['Dispute'],
    }),
    postDisputeMessage: build.mutation<unknown, DisputeMessageRequest>({
      query: (body) => step('order/dispute/message', { ...body }),
      invalidatesTags: ['Dispute'],
    }),
    acceptOffer: build.mutation<unknown, string>({
      query: (disputeId) => step('order/dispute/accept_offer', { dispute_id: disputeId }),
      invalidatesTags: [...AFTER_A_STEP],
    }),
    shipReturn: build.mutation<unknown, { disputeId: string; logisticsNo: string }>({
      query: ({ disputeId, logisticsNo }) => step('order/dispute/return_shipped', { dispute_id: disputeId, logistics_no: logisticsNo }),
      invalidatesTags: [...AFTER_A_STEP],
    }),
    escalateDispute: build.mutation<unknown, string>({
      query: (disputeId) => step('order/dispute/escalate', { dispute_id: disputeId }),
      invalidatesTags: [...AFTER_A_STEP],
    }),
    withdrawDispute: build.mutation<unknown, string>({
      query: (disputeId) => step('order/dispute/withdraw', { dispute_id: disputeId }),
      invalidatesTags: [...AFTER_A_STEP],
    }),
    getDisputes: build.query<Paged<DisputeRow>, DisputeListRequest>({
      query: ({ status, role, page }) =>
        step('console/dispute/list', { ...(status ? { status } : {}), role, page, page_size: DEFAULT_PAGE_SIZE }),
      transformResponse: (data: unknown, _meta, request) => pagedOf<DisputeRow>(data, request.page, DEFAULT_PAGE_SIZE),
      providesTags: ['Dispute'],
    }),
    respondDispute: build.mutation<unknown, DisputeRespondRequest>({
      query: (body) => step('console/dispute/respond', { ...body }),
      invalidatesTags: [...AFTER_A_STEP],
    }),
    confirmReturnReceived: build.mutation<unknown, string>({
      query: (disputeId) => step('console/dispute/return_received', { dispute_id: disputeId }),
      invalidatesTags: [...AFTER_A_STEP],
    }),
    decideDispute: build.mutation<DisputeDecideAnswer, DisputeDecideRequest>({
      query: (body) => step('console/dispute/decide', { ...body }),
      invalidatesTags: [...AFTER_A_STEP],
    }),
  }),
});

export const {
  useExtendReceiptMutation,
  useOpenDisputeMutation,
  useGetDisputeQuery,
  usePostDisputeMessageMutation,
  useAcceptOfferMutation,
  useShipReturnMutation,
  useEscalateDisputeMutation,
  useWithdrawDisputeMutation,
  useGetDisputesQuery,
  useRespondDisputeMutation,
  useConfirmReturnReceivedMutation,
  useDecideDisputeMutation,
} = disputeApi;
