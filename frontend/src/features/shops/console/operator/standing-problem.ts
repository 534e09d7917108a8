import { isApiError } from '@/shared/api/api-types';
import { CODE_BAD_PARAMETER, decisionProblem, type DecisionProblem } from '@/shared/approval/decision';

/** The operator's two steps on a shop. */
export type StandingAction = 'suspend' | 'reinstate';

/** What went wrong with a step, for its dialog; null for 101 (the app is taking the user to log-in). */
export function standingProblem(error: unknown, fallback: string): DecisionProblem | null {
  const problem = decisionProblem(error, fallback);
  // 102 naming the reason (or the remark): shown under the dialog's one field.
  if (problem && isApiError(error) && error.kind === 'APIError' && error.code === CODE_BAD_PARAMETER) {
    const field = typeof error.data === 'object' && error.data !== null ? (error.data as { field?: unknown }).field : null;
    if (field === 'reason' || field === 'remark') return { field: 'remark', message: error.message };
  }
  return problem;
}

