import { baseApi } from '@/shared/api/base-api';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';
import { queueBody, queuePageOf, type QueuePage } from '@/shared/approval/queue-page';
import type {
  AmountQueueRequest,
  ApplicationId,
  AuditRequest,
  Decision,
  RechargeDecision,
  RechargeReview,
  Reconciliation,
  ReviewRecharge,
  ReviewWithdraw,
  WalletAudit,
  WithdrawReview,
} from './wallet-review-types';

/**
 * The back office's calls (console/*, roles reviewer and auditor). Screens show failures in
 * place, so the generic toast is off. A decision refreshes the queue and the detail whatever
 * the answer: 108 means someone else decided first, and the screen should show that.
 */
export const consoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRechargeQueue: build.query<QueuePage<ReviewRecharge>, AmountQueueRequest>({
      query: (request) => ({
        path: 'console/recharge/list',
        body: queueBody(request, DEFAULT_PAGE_SIZE),
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, request) =>
        queuePageOf<ReviewRecharge>(data, request.page, DEFAULT_PAGE_SIZE),
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
    approveRecharge: build.mutation<unknown, RechargeDecision>({
      query: ({ id, remark, confirmMismatch }) => ({
        path: 'console/recharge/approve',
        body: {
          recharge_id: id,
          ...(remark ? { remark } : {}),
          ...(confirmMismatch ? { confirm_mismatch: true } : {}),
        },
        ignoreError: true,
      }),
      invalidatesTags: ['ReviewRecharge'],
    }),
    rejectRecharge: build.mutation<unknown, Decision>({
      query: ({ id, remark }) => ({ path: 'console/recharge/reject', body: { recharge_id: id, remark }, ignoreError: true }),
      invalidatesTags: ['ReviewRecharge'],
    }),
    getWithdrawQueue: build.query<QueuePage<ReviewWithdraw>, AmountQueueRequest>({
      query: (request) => ({
        path: 'console/withdraw/list',
        body: queueBody(request, DEFAULT_PAGE_SIZE),
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, request) =>
        queuePageOf<ReviewWithdraw>(data, request.page, DEFAULT_PAGE_SIZE),
      providesTags: ['ReviewWithdraw'],
    }),
    getWithdrawReview: build.query<WithdrawReview, ApplicationId>({
      query: (withdrawId) => ({ path: 'console/withdraw/detail', body: { withdraw_id: withdrawId }, ignoreError: true }),
      transformResponse: (data: Partial<WithdrawReview> & Pick<WithdrawReview, 'withdraw'>) => ({
        withdraw: data.withdraw,
        balance: { available: data.balance?.available ?? 0, frozen: data.balance?.frozen ?? 0 },
        history: Array.isArray(data.history) ? data.history : [],
        withdrawals: Array.isArray(data.withdrawals) ? data.withdrawals : [],
      }),
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
  useGetWithdrawReviewQuery,
  useApproveWithdrawMutation,
  useRejectWithdrawMutation,
  useGetWalletAuditQuery,
  useGetReconciliationQuery,
} = consoleApi;
