import type { components } from '@/api/schema';

/* An order's payment from the shopper's wallet on chain (issue 32), as order/detail and order/list carry it in `chain_payment`. */

export const CHAIN_PAYMENT_STATES = ['sent', 'confirming', 'verified', 'paid', 'mismatch', 'rejected', 'credited'] as const;

export type ChainPaymentState = (typeof CHAIN_PAYMENT_STATES)[number];

/**
 * `confirmations` of `confirmations_needed` while confirming; `reasons`: the chain check's reason
 * codes on a mismatch. The server types `state` as a string; the client narrows it.
 */
export type ChainPayment = Omit<components['schemas']['ChainPaymentView'], 'state'> & { state: ChainPaymentState };

/**
 * The states that still change without the shopper, and how often the order page asks again in
 * each (ms): often while the chain confirms, less while a reviewer decides (verified above the
 * automatic limit, or a mismatch, which the server keeps pending until a reviewer rejects it).
 */
const POLL_MS: Partial<Record<ChainPaymentState, number>> = { sent: 3000, confirming: 3000, verified: 15000, mismatch: 15000 };

export function isChainPaymentMoving(payment: ChainPayment | null): boolean {
  return payment !== null && POLL_MS[payment.state] !== undefined;
}

/** How often to ask for the order again while its chain payment moves; 0 once settled. */
export function chainPaymentPollMs(payment: ChainPayment | null): number {
  return payment === null ? 0 : (POLL_MS[payment.state] ?? 0);
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

function isState(value: unknown): value is ChainPaymentState {
  return typeof value === 'string' && (CHAIN_PAYMENT_STATES as readonly string[]).includes(value);
}

/** The order's chain payment, read defensively: an answer from before issue 32 (or an unknown state) has none. */
export function chainPaymentOf(raw: unknown): ChainPayment | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const payment = raw as Partial<Record<keyof ChainPayment, unknown>>;
  if (!isState(payment.state) || typeof payment.transaction_id !== 'string') return null;
  return {
    recharge_id: typeof payment.recharge_id === 'string' ? payment.recharge_id : '',
    chain: typeof payment.chain === 'string' ? payment.chain : '',
    transaction_id: payment.transaction_id,
    amount: count(payment.amount),
    state: payment.state,
    confirmations: count(payment.confirmations),
    confirmations_needed: count(payment.confirmations_needed),
    reasons: Array.isArray(payment.reasons) ? payment.reasons.filter((reason): reason is string => typeof reason === 'string') : [],
  };
}

/** The state's label (i18n key), spelled out so every key can be found in the source. */
export const CHAIN_PAYMENT_LABELS: Record<ChainPaymentState, string> = {
  sent: 'order.chain_payment.state.sent',
  confirming: 'order.chain_payment.state.confirming',
  verified: 'order.chain_payment.state.verified',
  paid: 'order.chain_payment.state.paid',
  mismatch: 'order.chain_payment.state.mismatch',
  rejected: 'order.chain_payment.state.rejected',
  credited: 'order.chain_payment.state.credited',
};

/** What the state means for the shopper (i18n key). */
export const CHAIN_PAYMENT_HINTS: Record<ChainPaymentState, string> = {
  sent: 'order.chain_payment.hint.sent',
  confirming: 'order.chain_payment.hint.confirming',
  verified: 'order.chain_payment.hint.verified',
  paid: 'order.chain_payment.hint.paid',
  mismatch: 'order.chain_payment.hint.mismatch',
  rejected: 'order.chain_payment.hint.rejected',
  credited: 'order.chain_payment.hint.credited',
};

export const CHAIN_PAYMENT_COLORS: Record<ChainPaymentState, string> = {
  sent: 'blue',
  confirming: 'blue',
  verified: 'yellow',
  paid: 'green',
  mismatch: 'red',
  rejected: 'red',
  credited: 'gray',
};

/** The chain check's mismatch reasons in words (i18n keys); a code this client does not know shows as it is. */
export const MISMATCH_REASONS: Record<string, string> = {
  reverted: 'order.chain_payment.reason.reverted',
  no_transfer: 'order.chain_payment.reason.no_transfer',
  wrong_token: 'order.chain_payment.reason.wrong_token',
  wrong_recipient: 'order.chain_payment.reason.wrong_recipient',
  wrong_amount: 'order.chain_payment.reason.wrong_amount',
};
