import type { ReviewStatus } from './review-status';

/** Application ids (recharges, withdrawals, shop applications) are opaque strings (uuid hex on the server). */
export type ApplicationId = string;

/** One page of a review queue, filtered by status and, optionally, by search and age. */
export interface QueueRequest {
  status: ReviewStatus;
  page: number;
  /** E-mail substring, or exactly a uid or an id (the server decides what matches). */
  keywords?: string;
  /** Only applications waiting at least this many hours. */
  minAgeHours?: number;
}

/** A queue of money applications (recharges, withdrawals) also filters by amount, in cents. */
export interface AmountQueueRequest extends QueueRequest {
  minAmount?: number;
  maxAmount?: number;
}

/** A reviewer's approval or rejection of one application. */
export interface Decision {
  id: ApplicationId;
  /** Optional on approval, required (1..500) on rejection. */
  remark: string;
}
