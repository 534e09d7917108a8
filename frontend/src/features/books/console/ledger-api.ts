import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';
import type { ChainCheck, DayClose, Ledger, LedgerPoint } from './ledger-types';

/** How many days the totals chart shows. */
export const SERIES_DAYS = 30;

/**
 * The auditor's books (role auditor): the ledger equation now or at a moment, its totals per
 * day, the day closes and the hash chain's check. The ledger is replayed from the event store on
 * every call, so nothing of it is kept.
 */
export const ledgerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLedger: build.query<Ledger, { at?: number }>({
      query: (request) => ({ path: 'console/audit/ledger', body: { ...request }, ignoreError: true }),
      keepUnusedDataFor: 0,
    }),
    getLedgerSeries: build.query<LedgerPoint[], number>({
      query: (days) => ({ path: 'console/audit/ledger/series', body: { days }, ignoreError: true }),
      transformResponse: (data: { list?: unknown }) => (Array.isArray(data.list) ? (data.list as LedgerPoint[]) : []),
      keepUnusedDataFor: 0,
    }),
    getDayCloses: build.query<Paged<DayClose>, number>({
      query: (page) => ({ path: 'console/audit/closes', body: { page, page_size: DEFAULT_PAGE_SIZE }, ignoreError: true }),
      transformResponse: (data: unknown, _meta, page) => pagedOf<DayClose>(data, page, DEFAULT_PAGE_SIZE),
      providesTags: ['LedgerClose'],
    }),
    /** The day to close next (YYYY-MM-DD), or null when every day that has ended is closed. */
    getFirstOpenDay: build.query<string | null, void>({
      query: () => ({ path: 'console/audit/closes', body: { page: 1, page_size: 1 }, ignoreError: true }),
      transformResponse: (data: { first_open_day?: unknown }) =>
        typeof data.first_open_day === 'string' ? data.first_open_day : null,
      providesTags: ['LedgerClose'],
    }),
    closeDay: build.mutation<DayClose, string>({
      query: (date) => ({ path: 'console/audit/close', body: { date }, ignoreError: true }),
      invalidatesTags: ['LedgerClose'],
    }),
    verifyChain: build.query<ChainCheck, void>({
      query: () => ({ path: 'console/audit/verify', ignoreError: true }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetLedgerQuery,
  useGetLedgerSeriesQuery,
  useGetDayClosesQuery,
  useGetFirstOpenDayQuery,
  useCloseDayMutation,
  useLazyVerifyChainQuery,
} = ledgerApi;
