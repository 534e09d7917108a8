import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';
import type {
  ApplicationId,
  AuditRequest,
  Decision,
  QueueRequest,
  RechargeReview,
  Reconciliation,
  ReviewRecharge,
  ReviewWithdraw,
  WalletAudit,
} from './wallet-review-types';


/**
 * The back office's calls (console/*, roles reviewer and auditor). Screens show failures in
 * place, so the generic toast is off. A decision refreshes the queue and the detail whatever
 * the answer: 108 means someone else decided first, and the screen should show that.
 */
export const consoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRechargeQueue: build.query<Paged<ReviewRecharge>, QueueRequest>({
      query: ({ status, page }) => ({
        path: 'console/recharge/list',
        body: { status, page, page_size: DEFAULT_PAGE_SIZE },
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, request) =>
        pagedOf<ReviewRecharge>(data, request.page, DEFAULT_PAGE_SIZE),
      providesTags: ['ReviewRecharge'],
    }),
    getRechargeReview: build.query<RechargeReview, ApplicationId>({
      query: (rechargeId) => ({ path: 'console/recharge/detail', body: { recharge_id: rechargeId }, ignoreError: true }),
      transformResponse: (data: RechargeReview) => ({
        recharge: data.recharge,
        history: Array.isArray(data.history) ? data.history : [],
        duplicates: Array.isArray(data.duplicates) ? data.duplicates : [],
      }),
      providesTags: ['ReviewRecharge'],
    }),
    approveRecharge: build.mutation<unknown, Decision>({
      query: ({ id, remark }) => ({
        path: 'console/recharge/approve',
        body: remark ? { recharge_id: id, remark } : { recharge_id: id },
        ignoreError: true,
      }),
      invalidatesTags: ['ReviewRecharge'],
    }),
    rejectRecharge: build.mutation<unknown, Decision>({
      query: ({ id, remark }) => ({ path: 'console/recharge/reject', body: { recharge_id: id, remark }, ignoreError: true }),
      invalidatesTags: ['ReviewRecharge'],
    }),
    getWithdrawQueue: build.query<Paged<ReviewWithdraw>, QueueRequest>({
      query: ({ status, page }) => ({
        path: 'console/withdraw/list',
        body: { status, page, page_size: DEFAULT_PAGE_SIZE },
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, request) =>
        pagedOf<ReviewWithdraw>(data, request.page, DEFAULT_PAGE_SIZE),
      providesTags: ['ReviewWithdraw'],
    }),
    approveWithdraw: build.mutation<unknown, Decision>({
      query: ({ id, remark }) => ({
        path: 'console/withdraw/approve',
        body: remark ? { withdraw_id: id, remark } : { withdraw_id: id },
        ignoreError: true,
      }),
      invalidatesTags: ['ReviewWithdraw'],
    }),
    rejectWithdraw: build.mutation<unknown, Decision>({
      query: ({ id, remark }) => ({ path: 'console/withdraw/reject', body: { withdraw_id: id, remark }, ignoreError: true }),
      invalidatesTags: ['ReviewWithdraw'],
    }),
    /** Replayed from the event store on every call, never from the projection. */
    getWalletAudit: build.query<WalletAudit, AuditRequest>({
      query: (request) => ({ path: 'console/audit/wallet', body: { ...request }, ignoreError: true }),
      keepUnusedDataFor: 0,
    }),
    getReconciliation: build.query<Reconciliation, void>({
      query: () => ({ path: 'console/audit/reconcile', ignoreError: true }),
      transformResponse: (data: Reconciliation) => ({
        checked: Number.isFinite(data.checked) ? data.checked : 0,
        list: Array.isArray(data.list) ? data.list : [],
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetRechargeQueueQuery,
  useGetRechargeReviewQuery,
  useApproveRechargeMutation,
  useRejectRechargeMutation,
  useGetWithdrawQueueQuery,
  useApproveWithdrawMutation,
  useRejectWithdrawMutation,
  useGetWalletAuditQuery,
  useGetReconciliationQuery,
} = consoleApi;
