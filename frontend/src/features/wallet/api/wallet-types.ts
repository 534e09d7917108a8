import type { ReviewStatus } from '@/shared/approval/review-status';
import type { ChainName } from '@/shared/config/config-types';

export const CHAIN_CHECK_STATES = ['verified', 'mismatch', 'not_found', 'confirming', 'unchecked'] as const;
/** What the server last found on chain for a recharge ('unchecked': nothing recorded yet). */
export type ChainCheckState = (typeof CHAIN_CHECK_STATES)[number];

export const CHAIN_CHECK_REASONS = ['reverted', 'no_transfer', 'wrong_token', 'wrong_recipient', 'wrong_amount'] as const;
export type ChainCheckReason = (typeof CHAIN_CHECK_REASONS)[number];

export interface ChainCheck {
  state: ChainCheckState;
  /** Why a `mismatch` is one; codes the client may not know yet are shown as they are. */
  reasons: string[];
  /** Blocks on top of the transaction when last read. */
  confirmations: number;
}

/** The chain fields a recharge carries (absent from an older server: off-chain, unchecked). */
export interface ChainRecharge {
  chain?: ChainName | null;
  chain_check?: ChainCheck;
}

/** `mine/wealth/info`: balances and the amount rules, all in cents. */
export interface Wealth {
  /** Available balance. */
  amount: number;
  frozen_amount: number;
  recharge_min: number;
  recharge_max: number;
  recharge_step: number;
  withdraw_min: number;
  withdraw_max: number;
  withdraw_step: number;
}

export interface RechargeRecord extends ChainRecharge {
  /** Opaque (uuid hex on the server). */
  recharge_id: string;
  method: string;
  amount: number;
  transaction_id: string;
  proof_image_url: string;
  address: string;
  status: ReviewStatus;
  remark: string;
  add_time: number;
  review_time: number | null;
  /** The payment reference an off-chain transfer quotes (null on a chain; absent from an older server). */
  reference?: string | null;
}

export interface WithdrawRecord {
  withdraw_id: string;
  method: string;
  amount: number;
  address: string;
  status: ReviewStatus;
  remark: string;
  add_time: number;
  review_time: number | null;
}

export const WALLET_ENTRY_KINDS = [
  'recharge',
  'withdraw_freeze',
  'withdraw_paid',
  'withdraw_returned',
  'payment',
  'refund',
  'settlement',
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/** `mine/wealth/history`: one entry per balance-moving event, with the balances after it. */
export interface WalletEntry {
  entry_id: number;
  kind: WalletEntryKind;
  amount_change: number;
  frozen_change: number;
  amount: number;
  frozen_amount: number;
  remark: string;
  add_time: number;
  /** The order numbers the entry is for (payments, refunds, settlements); absent from an older server. */
  order_sns?: string[];
}

export interface RechargeApplication {
  method: string;
  amount: number;
  transaction_id: string;
  proof_image: string;
  /** Off-chain methods: the payment reference the transfer quotes (mine/wealth/recharge/reference). */
  reference?: string;
}

export interface WithdrawApplication {
  method: string;
  amount: number;
  address: string;
}

/** An application and the Idempotency-Key of its submission. */
export interface Keyed<T> {
  body: T;
  idempotencyKey: string;
}
