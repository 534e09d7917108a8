import type { ReviewStatus } from './review-status';

/** Application ids (recharges, withdrawals, shop applications) are opaque strings (uuid hex on the server). */
export type ApplicationId = string;

/** One page of a review queue, filtered by status. */
export interface QueueRequest {
  status: ReviewStatus;
  page: number;
}

/** A reviewer's approval or rejection of one application. */
export interface Decision {
  id: ApplicationId;
  /** Optional on approval, required (1..500) on rejection. */
  remark: string;
}
