/** What a two-person-reviewed item says about its approvals (recharges and withdrawals). */
export interface ApprovalCount {
  approvals?: number;
  approvals_needed?: number;
  approver_uids?: readonly (number | string)[];
  /** Who approved first and when (null before any approval). */
  first_approval?: FirstApprovalFacts | null;
}

export interface FirstApprovalFacts {
  reviewer_uid: number | string;
  /** `system` or the reviewer's e-mail. */
  reviewer: string;
  /** Unix seconds; null for an approval recorded before its time was kept. */
  time: number | null;
}

/** The first approval of an item still waiting for its second one ("1 of 2"), or null. */
export function waitingFirstApproval(item: ApprovalCount & { status?: string }): FirstApprovalFacts | null {
  const progress = approvalProgress(item);
  if (!progress || progress.approvals === 0 || progress.approvals >= progress.needed) return null;
  if (item.status !== undefined && item.status !== 'wait') return null;
  return item.first_approval ?? null;
}

/** Approvals so far and needed, or null when one approval decides it (nothing to show). */
export function approvalProgress(item: ApprovalCount): { approvals: number; needed: number } | null {
  const needed = item.approvals_needed ?? 1;
  return needed > 1 ? { approvals: item.approvals ?? 0, needed } : null;
}

/** True when approving now records a first approval and leaves the item waiting for another reviewer. */
export function approvalLeavesItWaiting(item: ApprovalCount): boolean {
  const progress = approvalProgress(item);
  return progress !== null && progress.approvals + 1 < progress.needed;
}

/** True when this reviewer has approved already (approving again answers 108). */
export function approvedBy(item: ApprovalCount, uid: number | string | null | undefined): boolean {
  if (uid === null || uid === undefined) return false;
  return (item.approver_uids ?? []).some((approver) => String(approver) === String(uid));
}
