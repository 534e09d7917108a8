import type { StepField } from './confirm-step-modal';

/** The server trims an operator's reason for the record of staff actions and keeps 500 characters. */
export const STAFF_REASON_MAX = 500;

/** Null when the reason may be sent, else which rule it breaks. */
export function staffReasonProblem(reason: string, required: boolean): 'required' | 'too_long' | null {
  const trimmed = reason.trim();
  if (required && trimmed === '') return 'required';
  return trimmed.length > STAFF_REASON_MAX ? 'too_long' : null;
}

/**
 * The reason field of a staff action's confirmation: required where the action hits someone
 * (their account is disabled), optional elsewhere; auditors read it in the record.
 */
export function staffReasonField(label: string, required: boolean, messages: Record<'required' | 'too_long', string>): StepField {
  return {
    label,
    required,
    rows: 3,
    maxLength: STAFF_REASON_MAX,
    problem: (reason) => {
      const problem = staffReasonProblem(reason, required);
      return problem ? messages[problem] : null;
    },
  };
}
