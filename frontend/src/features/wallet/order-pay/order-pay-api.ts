import { baseApi } from '@/shared/api/base-api';
import type { ChainPayBody, ChainPayFiled, ChainPayQuote, ChainPayQuoteRequest } from './order-pay-types';

/** Paying orders with one token transfer from the connected wallet (order/pay_chain). */
export const orderPayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChainPayQuote: build.query<ChainPayQuote, ChainPayQuoteRequest>({
      query: (request) => ({ path: 'order/pay_chain/quote', body: { ...request }, ignoreError: true }),
      // The amount follows the balance: a quote is asked afresh each time, never kept.
      providesTags: ['Wealth'],
      keepUnusedDataFor: 0,
    }),
    payOrdersOnChain: build.mutation<ChainPayFiled, { body: ChainPayBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        path: 'order/pay_chain',
        body: { ...body },
        headers: { 'Idempotency-Key': idempotencyKey },
        ignoreError: true,
      }),
      // The orders now show the chain payment; the wallet lists the pending recharge.
      invalidatesTags: ['Order', 'Wealth', 'WalletHistory'],
    }),
  }),
});

export const { useGetChainPayQuoteQuery, usePayOrdersOnChainMutation } = orderPayApi;
