import type { Decision } from '@/shared/approval/approval-types';
import type { FirstApprovalFacts } from '@/shared/approval/approvals';
import type { components } from '@/api/schema';

export type { AmountQueueRequest, ApplicationId, Decision, QueueRequest } from '@/shared/approval/approval-types';

/** Two-person review and the SLA, on every recharge and withdrawal a reviewer sees. */
export interface ReviewProgress {
  /** Waiting longer than REVIEW_SLA_HOURS. */
  overdue?: boolean;
  approvals?: number;
  /** 1, or 2 at or above REVIEW_SECOND_APPROVAL_FROM. */
  approvals_needed?: number;
  approver_uids?: (number | string)[];
  /** Who approved first and when (null before any approval). */
  first_approval?: FirstApprovalFacts | null;
}

/** A recharge application as the reviewer sees it (console/recharge/list and detail). */
export type ReviewRecharge = components['schemas']['ReviewedRecharge'];

/** Approving a recharge whose chain check is a mismatch needs the reviewer to say so, with a remark. */
export interface RechargeDecision extends Decision {
  confirmMismatch?: boolean;
}

export const DUPLICATE_REASONS = ['transaction_id', 'proof_image'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export type DuplicateRecharge = components['schemas']['DuplicateRecharge'];

/** console/recharge/detail. */
export type RechargeReview = components['schemas']['RechargeDetailView'];

export type ReviewWithdraw = components['schemas']['ReviewedWithdraw'];

/** console/withdraw/detail: one withdrawal beside the user's balance, wallet history and other withdrawals. */
export type WithdrawReview = components['schemas']['WithdrawDetailView'];

export const AUDIT_EVENT_KINDS = [
  'opened',
  'recharge_requested',
  'recharge_approved',
  'recharge_rejected',
  'withdraw_requested',
  'withdraw_approved',
  'withdraw_rejected',
  'payment',
  'refund',
  'settlement',
  'recharge_chain_checked',
  'recharge_approval_recorded',
  'withdraw_approval_recorded',
  'chain_payment_credited',
] as const;
export type AuditEventKind = (typeof AUDIT_EVENT_KINDS)[number];

export type Balances = components['schemas']['BalanceView'];

/** One Wallet event replayed from the event store, with the balances after it. */
export type AuditEvent = components['schemas']['AuditEventItem'];

export type AuditRequest = Omit<components['schemas']['AuditWalletRequest'], 'sid' | 'language'>;

/** console/audit/wallet. */
export type WalletAudit = components['schemas']['AuditWalletView'];

export type ReconcileDifference = components['schemas']['ReconcileItem'];

/** console/audit/reconcile: an empty list means every wallet reconciles. */
export type Reconciliation = components['schemas']['ReconcileView'];
