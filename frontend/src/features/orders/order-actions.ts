import { isApiError } from '@/shared/api/api-types';
import { catalogueMessage } from '@/shared/api/base-query';
import type { OrderStatus } from './order-status';

export type OrderAction = 'pay' | 'cancel' | 'refund' | 'confirm_receipt';

export const CODE_INSUFFICIENT_BALANCE = 106;
export const CODE_NOT_FOUND = 103;
/** The server accepts refund reasons of 1..500 characters. */
export const REFUND_REASON_MAX = 500;

/** What the shopper may do with an order in each status (orders contract). */
export function actionsFor(status: OrderStatus): OrderAction[] {
  switch (status) {
    case 'wait_payment':
      return ['pay', 'cancel'];
    case 'wait_confirm':
    case 'wait_ship':
      return ['refund'];
    case 'wait_receipt':
      return ['confirm_receipt'];
    default:
      return [];
  }
}

/** 107 from order/checkout: a line cannot be bought (off sale, or short of stock) until the cart changes. */
export const CODE_UNAVAILABLE = 107;

export function isCartUnavailable(error: unknown): boolean {
  return isApiError(error) && error.kind === 'APIError' && error.code === CODE_UNAVAILABLE;
}

export function isInsufficientBalance(error: unknown): boolean {
  return isApiError(error) && error.kind === 'APIError' && error.code === CODE_INSUFFICIENT_BALANCE;
}

/** The message for a failed order call; 106 on payment has its own wording (catalogue `106.pay`). */
export function orderErrorMessage(error: unknown, fallback: string): string {
  if (isInsufficientBalance(error)) return catalogueMessage(CODE_INSUFFICIENT_BALANCE, 'pay');
  return isApiError(error) && error.message ? error.message : fallback;
}

/** Null when the refund reason may be sent, else the i18n key of the problem. */
export function refundReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return 'order.refund.reason_required';
  return trimmed.length > REFUND_REASON_MAX ? 'order.refund.reason_too_long' : null;
}

/** Null when the order number may be tracked, else the i18n key of the problem (spec section 5). */
export function trackNumberProblem(orderSn: string): string | null {
  return orderSn.trim() === '' ? 'track.form.required' : null;
}

/** The server decided (an answer with a code): the next submission gets a new Idempotency-Key. */
export function serverAnswered(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'APIError' || error.kind === 'NotLogin');
}

/** The 102 field the server named, if any. */
export function errorField(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'APIError') return null;
  const data = error.data;
  const field = typeof data === 'object' && data !== null ? (data as { field?: unknown }).field : null;
  return typeof field === 'string' ? field : null;
}
