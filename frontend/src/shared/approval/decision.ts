import { isApiError } from '@/shared/api/api-types';
import { catalogueMessage } from '@/shared/api/base-query';

export const CODE_BAD_PARAMETER = 102;
export const CODE_NOT_PENDING = 108;
/** The server accepts remarks of up to 500 characters (a rejection needs at least one). */
export const REMARK_MAX = 500;

export type DecisionKind = 'approve' | 'reject';

export interface DecisionProblem {
  /** 'remark' when the server refused the remark (102 field remark). */
  field?: 'remark';
  message: string;
  /** 108: someone decided first; the lists have been refreshed. */
  notPending?: boolean;
}

/** Null for 101 (the app is taking the user to log-in). */
export function decisionProblem(error: unknown, fallback: string): DecisionProblem | null {
  if (!isApiError(error)) return { message: fallback };
  if (error.kind === 'NotLogin') return null;
  if (error.kind !== 'APIError') return { message: error.message || fallback };
  if (error.code === CODE_NOT_PENDING) return { message: catalogueMessage(CODE_NOT_PENDING), notPending: true };
  const field = typeof error.data === 'object' && error.data !== null ? (error.data as { field?: unknown }).field : null;
  if (error.code === CODE_BAD_PARAMETER && field === 'remark') return { field: 'remark', message: error.message };
  return { message: error.message || fallback };
}

/** Null when the remark may be sent with this decision, else the i18n key of the problem. */
export function remarkProblem(kind: DecisionKind, remark: string): string | null {
  if (kind === 'reject' && remark.trim() === '') return 'console.decision.remark_required';
  return remark.trim().length > REMARK_MAX ? 'console.decision.remark_too_long' : null;
}
