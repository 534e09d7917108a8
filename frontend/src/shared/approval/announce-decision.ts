import type { TFunction } from 'i18next';
import { notify } from '@/shared/notify';
import { approvalLeavesItWaiting, type ApprovalCount } from './approvals';
import type { DecisionKind } from './decision';

/**
 * Tells the reviewer what their accepted decision did. A first approval of a two-person item
 * answers like any success (code 0) but leaves it waiting, so it says a second reviewer must approve.
 */
export function announceDecision(kind: DecisionKind, item: ApprovalCount, t: TFunction): void {
  if (kind === 'approve' && approvalLeavesItWaiting(item)) {
    notify('info', t('console.approvals.first_recorded'));
    return;
  }
  notify('success', kind === 'approve' ? t('console.decision.approved') : t('console.decision.rejected'));
}
