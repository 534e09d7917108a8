import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';
import type {
  Keyed,
  RechargeApplication,
  RechargeRecord,
  Wealth,
  WalletEntry,
  WithdrawApplication,
  WithdrawRecord,
} from './wallet-types';


const paging = (page: number) => ({ page, page_size: DEFAULT_PAGE_SIZE });

/**
 * The shopper's wallet calls. Reads show their failure in place (no toast); applications are
 * refused in place by the forms, so they suppress the toast too. Balances and lists are
 * refetched when a screen mounts: another tab or a reviewer may have moved them.
 */
export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWealth: build.query<Wealth, void>({
      query: () => ({ path: 'mine/wealth/info', ignoreError: true }),
      providesTags: ['Wealth'],
    }),
    getWalletHistory: build.query<Paged<WalletEntry>, number>({
      query: (page) => ({ path: 'mine/wealth/history', body: paging(page), ignoreError: true }),
      transformResponse: (data: unknown, _meta, page) => pagedOf<WalletEntry>(data, page, DEFAULT_PAGE_SIZE),
      providesTags: ['WalletHistory'],
    }),
    getRechargeList: build.query<Paged<RechargeRecord>, number>({
      query: (page) => ({ path: 'mine/wealth/recharge/list', body: paging(page), ignoreError: true }),
      transformResponse: (data: unknown, _meta, page) => pagedOf<RechargeRecord>(data, page, DEFAULT_PAGE_SIZE),
      providesTags: ['RechargeList'],
    }),
    getWithdrawList: build.query<Paged<WithdrawRecord>, number>({
      query: (page) => ({ path: 'mine/wealth/withdraw/list', body: paging(page), ignoreError: true }),
      transformResponse: (data: unknown, _meta, page) => pagedOf<WithdrawRecord>(data, page, DEFAULT_PAGE_SIZE),
      providesTags: ['WithdrawList'],
    }),
    /** The reference to write on a bank transfer: the same until a recharge quotes it. */
    getRechargeReference: build.query<string, void>({
      query: () => ({ path: 'mine/wealth/recharge/reference', ignoreError: true }),
      transformResponse: (data: unknown) => {
        const reference = (data as { reference?: unknown } | null)?.reference;
        return typeof reference === 'string' ? reference : '';
      },
      providesTags: ['RechargeReference'],
    }),
    applyRecharge: build.mutation<{ recharge_id: string }, Keyed<RechargeApplication>>({
      query: ({ body, idempotencyKey }) => ({
        path: 'mine/wealth/recharge/apply',
        body: { ...body },
        headers: { 'Idempotency-Key': idempotencyKey },
        ignoreError: true,
      }),
      invalidatesTags: (result) => (result ? ['RechargeList', 'Wealth', 'RechargeReference'] : []),
    }),
    /** The amount moves from available to frozen at once, so balances and history change too. */
    applyWithdraw: build.mutation<{ withdraw_id: string }, Keyed<WithdrawApplication>>({
      query: ({ body, idempotencyKey }) => ({
        path: 'mine/wealth/withdraw/apply',
        body: { ...body },
        headers: { 'Idempotency-Key': idempotencyKey },
        ignoreError: true,
      }),
      invalidatesTags: (result) => (result ? ['WithdrawList', 'Wealth', 'WalletHistory'] : []),
    }),
  }),
});

export const {
  useGetWealthQuery,
  useGetWalletHistoryQuery,
  useGetRechargeListQuery,
  useGetRechargeReferenceQuery,
  useGetWithdrawListQuery,
  useApplyRechargeMutation,
  useApplyWithdrawMutation,
} = walletApi;
