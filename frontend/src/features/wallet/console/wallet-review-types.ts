import type { ApplicationId, Decision } from '@/shared/approval/approval-types';
import type { ReviewStatus } from '@/shared/approval/review-status';
import type { FirstApprovalFacts } from '@/shared/approval/approvals';
import type { ChainRecharge, WalletEntry } from '../api/wallet-types';

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
export interface ReviewRecharge extends ReviewProgress, ChainRecharge {
  recharge_id: ApplicationId;
  uid: number | string;
  email: string;
  method: string;
  amount: number;
  transaction_id: string;
  proof_image_url: string;
  address: string;
  status: ReviewStatus;
  remark: string;
  add_time: number;
  review_time: number | null;
  reviewer_uid: number | string | null;
  /** How many other applications share its transaction id or proof image. */
  duplicate_count?: number;
  /** The payment reference an off-chain transfer quotes (absent from an older server). */
  reference?: string | null;
}

/** Approving a recharge whose chain check is a mismatch needs the reviewer to say so, with a remark. */
export interface RechargeDecision extends Decision {
  confirmMismatch?: boolean;
}

export const DUPLICATE_REASONS = ['transaction_id', 'proof_image'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export interface DuplicateRecharge extends ReviewRecharge {
  reasons: DuplicateReason[];
}

/** console/recharge/detail. */
export interface RechargeReview {
  recharge: ReviewRecharge;
  /** The same user's other recharges, newest first, at most 50. */
  history: ReviewRecharge[];
  duplicates: DuplicateRecharge[];
}

export interface ReviewWithdraw extends ReviewProgress {
  withdraw_id: ApplicationId;
  uid: number | string;
  email: string;
  method: string;
  amount: number;
  address: string;
  status: ReviewStatus;
  remark: string;
  add_time: number;
  review_time: number | null;
  reviewer_uid: number | string | null;
  /** The address is, or was, one of the platform's own deposit addresses. */
  to_deposit_address?: boolean;
}

/** console/withdraw/detail: one withdrawal beside the user's balance, wallet history and other withdrawals. */
export interface WithdrawReview {
  withdraw: ReviewWithdraw;
  balance: { available: number; frozen: number };
  /** The user's wallet entries, newest first, at most 50. */
  history: WalletEntry[];
  /** The user's other withdrawals, newest first, at most 50. */
  withdrawals: ReviewWithdraw[];
}

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
] as const;
export type AuditEventKind = (typeof AUDIT_EVENT_KINDS)[number];

export interface Balances {
  amount: number;
  frozen_amount: number;
}

/** One Wallet event replayed from the event store, with the balances after it. */
export interface AuditEvent extends Balances {
  version: number;
  kind: AuditEventKind;
  amount_change: number;
  frozen_change: number;
  actor_uid: number | string | null;
  /** Who acted, named: `system` or their e-mail; null for events nobody did. */
  actor?: string | null;
  remark: string;
  /** Unix seconds. */
  time: number;
  /** The recharge or withdrawal (or order) the event belongs to; empty for none. */
  reference_id: string | null;
}

export interface AuditRequest {
  uid?: number;
  email?: string;
  /** Unix seconds; the balance is replayed up to and including it. */
  at?: number;
}

/** console/audit/wallet. */
export interface WalletAudit {
  uid: number | string;
  email: string;
  at: number | null;
  events: AuditEvent[];
  balance_at: Balances;
  current: Balances;
}

export interface ReconcileDifference {
  uid: number | string;
  email: string;
  projected: Balances;
  replayed: Balances;
}

/** console/audit/reconcile: an empty list means every wallet reconciles. */
export interface Reconciliation {
  checked: number;
  list: ReconcileDifference[];
}
