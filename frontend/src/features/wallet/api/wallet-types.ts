import type { ChainName } from '@/shared/config/config-types';
import type { components } from '@/api/schema';

export const CHAIN_CHECK_STATES = ['verified', 'mismatch', 'not_found', 'confirming', 'unchecked'] as const;
/** What the server last found on chain for a recharge ('unchecked': nothing recorded yet). */
export type ChainCheckState = (typeof CHAIN_CHECK_STATES)[number];

export const CHAIN_CHECK_REASONS = ['reverted', 'no_transfer', 'wrong_token', 'wrong_recipient', 'wrong_amount'] as const;
export type ChainCheckReason = (typeof CHAIN_CHECK_REASONS)[number];

export type ChainCheck = components['schemas']['ChainCheckView'];

/** The chain fields a recharge carries (absent from an older server: off-chain, unchecked). */
export interface ChainRecharge {
  chain?: ChainName | null;
  chain_check?: ChainCheck;
}

/** `mine/wealth/info`: balances and the amount rules, all in cents. */
export type Wealth = components['schemas']['WealthInfoView'];

export type RechargeRecord = components['schemas']['RechargeItem'];

export type WithdrawRecord = components['schemas']['WithdrawItem'];

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
export type WalletEntry = components['schemas']['HistoryItem'];

export type RechargeApplication = Omit<components['schemas']['RechargeApplyRequest'], 'sid' | 'language'>;

export type WithdrawApplication = Omit<components['schemas']['WithdrawApplyRequest'], 'sid' | 'language'>;

/** An application and the Idempotency-Key of its submission. */
export interface Keyed<T> {
  body: T;
  idempotencyKey: string;
}
