import type { components } from '@/api/schema';
import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';

/** One staff action of console/audit/actions: who, what, why, before and after, when. */
export type StaffAction = components['schemas']['StaffActionView'];
export type ActionKind = components['schemas']['ActionKind'];

export interface StaffActionsFilter {
  page: number;
  kind?: ActionKind;
  actorUid?: number;
}

/** The record of what the platform's staff changed (roles auditor and operator). */
export const staffActionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffActions: build.query<Paged<StaffAction>, StaffActionsFilter>({
      query: ({ page, kind, actorUid }) => ({
        path: 'console/audit/actions',
        body: { page, page_size: DEFAULT_PAGE_SIZE, kind: kind ?? null, actor_uid: actorUid ?? null },
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, { page }) => pagedOf<StaffAction>(data, page, DEFAULT_PAGE_SIZE),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetStaffActionsQuery } = staffActionsApi;
