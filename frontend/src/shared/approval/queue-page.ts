import { pagedOf, type Paged } from '@/shared/api/paged';
import type { AmountQueueRequest, QueueRequest } from './approval-types';
import type { QueueParams } from './use-queue-params';

/** A review queue's answer: one page, and the hours after which a waiting item is overdue. */
export interface QueuePage<T> extends Paged<T> {
  /** REVIEW_SLA_HOURS; null when the server did not say. */
  sla_hours: number | null;
}

export function queuePageOf<T>(data: unknown, page: number, pageSize: number): QueuePage<T> {
  const sla = typeof data === 'object' && data !== null ? (data as { sla_hours?: unknown }).sla_hours : undefined;
  return {
    ...pagedOf<T>(data, page, pageSize),
    sla_hours: typeof sla === 'number' && Number.isFinite(sla) && sla > 0 ? sla : null,
  };
}

/** The list call's body: the status and page, and only the filters that are set. */
export function queueBody(request: AmountQueueRequest, pageSize: number): Record<string, unknown> {
  const body: Record<string, unknown> = { status: request.status, page: request.page, page_size: pageSize };
  if (request.keywords) body.keywords = request.keywords;
  if (request.minAmount !== undefined) body.min_amount = request.minAmount;
  if (request.maxAmount !== undefined) body.max_amount = request.maxAmount;
  if (request.minAgeHours !== undefined) body.min_age_hours = request.minAgeHours;
  return body;
}

/** The request of the queue's current view (status, page, search and age; amounts are the caller's). */
export function queueRequest(queue: Pick<QueueParams, 'status' | 'page' | 'filters'>): QueueRequest {
  const request: QueueRequest = { status: queue.status, page: queue.page };
  if (queue.filters.keywords) request.keywords = queue.filters.keywords;
  if (queue.filters.minAgeHours !== undefined) request.minAgeHours = queue.filters.minAgeHours;
  return request;
}
