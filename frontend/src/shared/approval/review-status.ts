/** Recharge and withdrawal statuses (spec section 4). */
export const REVIEW_STATUSES = ['wait', 'success', 'error'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);
}

export interface ReviewStatusView {
  /** i18n key of the label: Under review, Success or Fail. */
  labelKey: string;
  color: string;
}

/** wait → Under review, success → Success, error → Fail; anything else is shown as unknown. */
export function reviewStatusView(status: string): ReviewStatusView {
  switch (status) {
    case 'wait':
      return { labelKey: 'wallet.status.wait', color: 'yellow' };
    case 'success':
      return { labelKey: 'wallet.status.success', color: 'green' };
    case 'error':
      return { labelKey: 'wallet.status.error', color: 'red' };
    default:
      return { labelKey: 'wallet.status.unknown', color: 'gray' };
  }
}

/** A decided application (not under review) shows the reviewer's remark. */
export function isDecided(status: string): boolean {
  return status === 'success' || status === 'error';
}
