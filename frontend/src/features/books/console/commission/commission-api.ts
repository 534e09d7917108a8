import { baseApi } from '@/shared/api/base-api';
import type { CommissionRules, RuleSave, ShopChoice } from './commission-types';

/** Shops offered when a shop's rate is added: the first page of mall/shop/list by name. */
export const SHOP_SEARCH_PAGE_SIZE = 20;

/**
 * The operator's commission rules (console/commission/*, role operator). A save answers once
 * the payments read the new rule, so it refreshes the rules and every seller's money screen.
 */
export const commissionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCommissionRules: build.query<CommissionRules, void>({
      query: () => ({ path: 'console/commission/list', ignoreError: true }),
      providesTags: ['CommissionRules'],
    }),
    saveCommissionRule: build.mutation<unknown, RuleSave>({
      query: (rule) => ({ path: 'console/commission/save', body: { ...rule }, ignoreError: true }),
      invalidatesTags: ['CommissionRules', 'ShopMoney'],
    }),
    searchCommissionShops: build.query<ShopChoice[], string>({
      query: (keywords) => ({
        path: 'mall/shop/list',
        body: { keywords, page: 1, page_size: SHOP_SEARCH_PAGE_SIZE },
        ignoreError: true,
        isQuery: true,
      }),
      transformResponse: (data: { list?: unknown }) => (Array.isArray(data.list) ? (data.list as ShopChoice[]) : []),
    }),
  }),
});

export const { useGetCommissionRulesQuery, useSaveCommissionRuleMutation, useSearchCommissionShopsQuery } = commissionApi;
