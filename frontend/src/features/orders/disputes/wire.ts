import type { DisputeDetail, DisputeMessage, OrderDisputeFields, WireTime } from '../api/dispute-types';

/** A wire time (Unix seconds) for formatDateTime; null for none or for what is not a time. */
export function secondsOf(time: WireTime | null | undefined): number | null {
  return typeof time === 'number' && Number.isFinite(time) ? time : null;
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const centsOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Issue 30's order fields, read defensively: an answer from before them has no case and no deadline. */
export function orderDisputeFieldsOf(raw: Partial<OrderDisputeFields>): OrderDisputeFields {
  const dispute = raw.dispute;
  return {
    receipt_deadline: raw.receipt_deadline ?? null,
    receipt_extended: raw.receipt_extended === true,
    refunded_amount: centsOf(raw.refunded_amount),
    dispute: dispute && typeof dispute.dispute_id === 'string' ? dispute : null,
  };
}

/** A case as order/dispute/detail answers it, with every list present. */
export function disputeDetailOf(raw: DisputeDetail): DisputeDetail {
  return {
    ...raw,
    actions: listOf(raw.actions),
    messages: listOf<DisputeMessage>(raw.messages).map((message) => ({
      ...message,
      event: message.event ?? null,
      amount: message.amount ?? null,
      text: message.text || '',
      images: listOf(message.images),
    })),
    approvals: centsOf(raw.approvals),
    approvals_needed: centsOf(raw.approvals_needed) || 1,
  };
}
