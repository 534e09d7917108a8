import { baseApi } from '@/shared/api/base-api';
import type { components } from '@/api/schema';

/** How many applications of one queue wait, and how many of those wait longer than the SLA. */
export type QueueCount = components['schemas']['QueueCountsView'];

/** console/overview: reviewers get the counts, other console roles zeros. */
export type ConsoleOverview = components['schemas']['ConsoleOverviewView'];

export const OVERVIEW_QUEUES = ['recharges', 'withdrawals', 'shop_applications', 'disputes'] as const;
export type OverviewQueue = (typeof OVERVIEW_QUEUES)[number];

function countOf(value: unknown): QueueCount {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof QueueCount, unknown>>;
  const number = (field: unknown) => (typeof field === 'number' && Number.isFinite(field) && field > 0 ? field : 0);
  return { waiting: number(raw.waiting), overdue: number(raw.overdue) };
}

/** The console home's counts, read defensively (a missing queue counts as empty). */
export const overviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConsoleOverview: build.query<ConsoleOverview, void>({
      query: () => ({ path: 'console/overview', ignoreError: true }),
      transformResponse: (data: Partial<Record<keyof ConsoleOverview, unknown>> | null) => ({
        sla_hours: typeof data?.sla_hours === 'number' ? data.sla_hours : 0,
        recharges: countOf(data?.recharges),
        withdrawals: countOf(data?.withdrawals),
        shop_applications: countOf(data?.shop_applications),
        disputes: countOf(data?.disputes),
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetConsoleOverviewQuery } = overviewApi;
