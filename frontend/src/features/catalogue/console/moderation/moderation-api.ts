import type { components } from '@/api/schema';
import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';

/** One reported product of the queue (`open`), or one closing of its reports (`closed`). */
export type ReportGroup = components['schemas']['ReportGroupView'];
export type ProductReport = components['schemas']['ReportView'];
export type QueueStatus = 'open' | 'closed';

type TakedownBody = Omit<components['schemas']['TakedownRequest'], 'sid' | 'language'>;
type RestoreBody = Omit<components['schemas']['RestoreRequest'], 'sid' | 'language'>;
type DismissBody = Omit<components['schemas']['DismissRequest'], 'sid' | 'language'>;

/**
 * The operators' moderation (console/moderation/*, role operator). The queue shows its failures in
 * place; an action's refusal is shown by the dialog that sent it. Every action refreshes the queue
 * and the seller's goods views (the seller's badge follows a take-down or a restore).
 */
export const moderationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getModerationQueue: build.query<Paged<ReportGroup>, { status: QueueStatus; page: number }>({
      query: ({ status, page }) => ({
        path: 'console/moderation/list',
        body: { status, page, page_size: DEFAULT_PAGE_SIZE },
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, request) => pagedOf<ReportGroup>(data, request.page, DEFAULT_PAGE_SIZE),
      providesTags: ['Moderation'],
    }),
    takeDownGoods: build.mutation<unknown, TakedownBody>({
      query: (body) => ({ path: 'console/moderation/takedown', body: { ...body }, ignoreError: true }),
      invalidatesTags: ['Moderation', 'SellerGoods'],
    }),
    restoreGoods: build.mutation<unknown, RestoreBody>({
      query: (body) => ({ path: 'console/moderation/restore', body: { ...body }, ignoreError: true }),
      invalidatesTags: ['Moderation', 'SellerGoods'],
    }),
    dismissReport: build.mutation<unknown, DismissBody>({
      query: (body) => ({ path: 'console/moderation/dismiss', body: { ...body }, ignoreError: true }),
      invalidatesTags: ['Moderation'],
    }),
  }),
});

export const { useGetModerationQueueQuery, useTakeDownGoodsMutation, useRestoreGoodsMutation, useDismissReportMutation } =
  moderationApi;
