import { baseApi } from '@/shared/api/base-api';
import type { AuthResult } from '@/store/session/session-types';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';
import type { Decision, QueueRequest } from '@/shared/approval/approval-types';
import { queueBody, queuePageOf, type QueuePage } from '@/shared/approval/queue-page';
import type { components } from '@/api/schema';

/** A row of console/shop_application/list: the application and who filed it. */
export type ReviewShopApplication = components['schemas']['ReviewedShopApplication'];

/**
 * The reviewers' shop application queue, and the merchant link's sign-in. A decision refreshes
 * the queue whatever the answer (108: someone else decided first).
 */
export const shopApplicationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShopApplicationQueue: build.query<QueuePage<ReviewShopApplication>, QueueRequest>({
      query: (request) => ({
        path: 'console/shop_application/list',
        body: queueBody(request, DEFAULT_PAGE_SIZE),
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, request) =>
        queuePageOf<ReviewShopApplication>(data, request.page, DEFAULT_PAGE_SIZE),
      providesTags: ['ReviewShopApplication'],
    }),
    approveShopApplication: build.mutation<unknown, Decision>({
      query: ({ id, remark }) => ({
        path: 'console/shop_application/approve',
        body: remark ? { application_id: id, remark } : { application_id: id },
        ignoreError: true,
      }),
      invalidatesTags: ['ReviewShopApplication'],
    }),
    rejectShopApplication: build.mutation<unknown, Decision>({
      query: ({ id, remark }) => ({
        path: 'console/shop_application/reject',
        body: { application_id: id, remark },
        ignoreError: true,
      }),
      invalidatesTags: ['ReviewShopApplication'],
    }),
    /** Redeems the merchant link's one-time token for a fresh session of the shop owner. */
    signInWithShopToken: build.mutation<AuthResult, string>({
      query: (shopToken) => ({ path: 'console/auth/shop_token', body: { shop_token: shopToken }, ignoreError: true }),
    }),
  }),
});

export const {
  useGetShopApplicationQueueQuery,
  useApproveShopApplicationMutation,
  useRejectShopApplicationMutation,
  useSignInWithShopTokenMutation,
} = shopApplicationApi;
