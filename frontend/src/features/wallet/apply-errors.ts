import { isApiError } from '@/shared/api/api-types';
import { catalogueMessage } from '@/shared/api/base-query';

export const CODE_BAD_PARAMETER = 102;
export const CODE_INSUFFICIENT_BALANCE = 106;
export const CODE_RECHARGE_PENDING = 30902;
export const CODE_RECHARGE_METHOD = 30903;
export const CODE_WITHDRAW_PENDING = 30805;

/** Where a refused application is explained: under one field, or above the submit button. */
export interface ApplyProblem {
  field?: string;
  message: string;
}

/** The server's field names (102 `data.field`) and the form's. */
const FORM_FIELDS: Record<string, string> = {
  method: 'method',
  amount: 'amount',
  transaction_id: 'transactionId',
  proof_image: 'proofImage',
  address: 'address',
};

function fieldOf(data: unknown): string | undefined {
  const field = typeof data === 'object' && data !== null ? (data as { field?: unknown }).field : undefined;
  return typeof field === 'string' ? FORM_FIELDS[field] : undefined;
}

/**
 * Places a failed recharge or withdrawal application. Null for 101: the app is already taking
 * the user to log-in. A 102 naming a field (Idempotency-Key names none) goes under that field;
 * 106 on a withdrawal says 'Exceed withdrawal balance'; 30903 (unknown method) goes under the
 * method; one-pending-at-a-time (30902, 30805) and anything else goes above the button.
 */
export function applyProblem(error: unknown, kind: 'recharge' | 'withdraw', fallback: string): ApplyProblem | null {
  if (!isApiError(error)) return { message: fallback };
  if (error.kind === 'NotLogin') return null;
  if (error.kind !== 'APIError') return { message: error.message || fallback };
  if (error.code === CODE_BAD_PARAMETER) {
    const field = fieldOf(error.data);
    return field ? { field, message: error.message } : { message: error.message };
  }
  if (kind === 'withdraw' && error.code === CODE_INSUFFICIENT_BALANCE) {
    return { field: 'amount', message: catalogueMessage(CODE_INSUFFICIENT_BALANCE, 'withdraw') };
  }
  if (kind === 'recharge' && error.code === CODE_RECHARGE_METHOD) return { field: 'method', message: error.message };
  return { message: error.message || fallback };
}

/** An answer from the server, as opposed to no answer at all (network, time-out). */
export function serverAnswered(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'APIError' || error.kind === 'NotLogin');
}
