import type { ApplicationId } from '@/shared/approval/approval-types';
import type { ReviewStatus } from '@/shared/approval/review-status';

export type { ApplicationId, Decision, QueueRequest } from '@/shared/approval/approval-types';

/** A recharge application as the reviewer sees it (console/recharge/list and detail). */
export interface ReviewRecharge {
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

export interface ReviewWithdraw {
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
