import type { ChainName } from '@/shared/config/config-types';

/*
 * The wire types of "Pay on chain" (issue 32): typed by hand after the design's contract until
 * the server's schema is generated (src/api/schema.d.ts), then taken from it.
 */

/** order/pay_chain/quote: what the orders owe and where the wallet sends it. */
export interface ChainPayQuoteRequest {
  order_ids: string[];
  method: string;
}

export interface ChainPayQuote {
  /** What is due beyond the wallet's available balance (0: the balance pays it all). */
  amount: number;
  /** What the orders owe in total. */
  whole_amount: number;
  balance: number;
  address: string;
  chain: ChainName;
  token: string;
  token_contract: string;
  decimals: number;
  chain_id: number | null;
  confirmations: number;
  /** The orders' earliest payment deadline (Unix seconds). */
  expires_time: number | null;
}

/** order/pay_chain: the wallet's transaction, filed as a chain recharge for the orders. */
export interface ChainPayBody {
  order_ids: string[];
  method: string;
  transaction_id: string;
  /** The quote's `amount` or its `whole_amount`: what the transaction carries, in cents. */
  amount: number;
}

export interface ChainPayFiled {
  recharge_id: string;
  amount: number;
}
