import { formatMoney } from '@/shared/format';
import { dollarsToCents } from '@/shared/money-input';
import { ENDED_DISPUTE_STATUSES, type DisputeKind, type DisputeStatus, type OrderDisputeFields } from '../api/dispute-types';
import type { OrderStatus } from '../order-status';

/** The server's limits (domain/dispute.py, domain/text.py). */
export const DISPUTE_REASON_MAX = 500;
/** A seller's note on an offer, a return request or a refusal. */
export const DISPUTE_NOTE_MAX = 500;
export const DISPUTE_MESSAGE_MAX = 1000;
export const DISPUTE_PHOTOS_MAX = 6;
export const RETURN_ADDRESS_MAX = 255;
export const RETURN_LOGISTICS_MAX = 64;
export const DECISION_REMARK_MAX = 500;

/** What an order needs for its case rules: its status, what the buyer paid and the case fields. */
export type DisputedOrder = { status: OrderStatus; pay_amount: number } & OrderDisputeFields;

export function isDisputeEnded(status: DisputeStatus): boolean {
  return ENDED_DISPUTE_STATUSES.includes(status);
}

export function hasOpenDispute(order: Pick<OrderDisputeFields, 'dispute'>): boolean {
  return order.dispute !== null && !isDisputeEnded(order.dispute.status);
}

/** Cents a new case may ask for: what the buyer paid less what earlier cases refunded. */
export function maxRefundable(order: Pick<DisputedOrder, 'pay_amount' | 'refunded_amount'>): number {
  return Math.max(0, order.pay_amount - order.refunded_amount);
}

/** A case may be opened once shipped, until finished, with no other case open and money left. */
export function canOpenDispute(order: DisputedOrder): boolean {
  const shipped = order.status === 'wait_receipt' || order.status === 'wait_finish';
  return shipped && !hasOpenDispute(order) && maxRefundable(order) > 0;
}

/** The buyer's one extension, while the goods are awaited and the deadline is known. */
export function canExtendReceipt(order: DisputedOrder): boolean {
  return order.status === 'wait_receipt' && !order.receipt_extended && order.receipt_deadline !== null;
}

export interface AmountRange {
  /** Cents, inclusive. */
  min: number;
  max: number;
}

/** Null when `text` is an amount in `range`, else the i18n key of the problem (values: amountRangeValues). */
export function amountProblem(text: string, range: AmountRange): string | null {
  if (text.trim() === '') return 'dispute.form.amount_required';
  const cents = dollarsToCents(text);
  if (cents === null) return 'dispute.form.amount_invalid';
  return cents < range.min || cents > range.max ? 'dispute.form.amount_range' : null;
}

/** The `{{min}}` and `{{max}}` of an amount problem's message. */
export function amountRangeValues(range: AmountRange): { min: string; max: string } {
  return { min: formatMoney(range.min), max: formatMoney(range.max) };
}

/** Null when `text` may be sent, else the i18n key of the problem (`{{max}}` in its message). */
export function textProblem(text: string, max: number, required: boolean): string | null {
  const trimmed = text.trim();
  if (required && trimmed === '') return 'dispute.field.required';
  return trimmed.length > max ? 'dispute.field.too_long' : null;
}

/** A photo uploaded for a case: the path sent, and the address its thumbnail shows. */
export interface CasePhoto {
  path: string;
  url: string;
}

export interface CaseFormValues {
  kind: DisputeKind | '';
  reason: string;
  /** Dollars, as typed. */
  amount: string;
  photos: CasePhoto[];
}

export type CaseFormField = 'kind' | 'reason' | 'amount' | 'photos';

/** Every problem of the case form, by field (empty when it may be sent). */
export function caseFormProblems(values: CaseFormValues, maxCents: number): Partial<Record<CaseFormField, string>> {
  const problems: Partial<Record<CaseFormField, string>> = {};
  if (values.kind === '') problems.kind = 'dispute.form.kind_required';
  const reason = textProblem(values.reason, DISPUTE_REASON_MAX, true);
  if (reason) problems.reason = reason;
  const amount = amountProblem(values.amount, { min: 1, max: maxCents });
  if (amount) problems.amount = amount;
  if (values.photos.length > DISPUTE_PHOTOS_MAX) problems.photos = 'dispute.form.photos_too_many';
  return problems;
}

/** Null when the message may be sent: some text (at most 1000 characters) or a photo. */
export function messageProblem(text: string, photos: readonly CasePhoto[]): string | null {
  const trimmed = text.trim();
  if (trimmed === '' && photos.length === 0) return 'dispute.message.required';
  return trimmed.length > DISPUTE_MESSAGE_MAX ? 'dispute.field.too_long' : null;
}

export interface DecisionProblems {
  amount?: string;
  remark?: string;
}

/** The arbiter's decision's problems (none: it may be sent): a refund in 0..the most refundable, and a remark. */
export function decisionProblems(amount: string, remark: string, range: AmountRange): DecisionProblems {
  const problems: DecisionProblems = {};
  const money = amountProblem(amount, range);
  if (money) problems.amount = money;
  const note = textProblem(remark, DECISION_REMARK_MAX, true);
  if (note) problems.remark = note;
  return problems;
}
