import { queueRequest } from '@/shared/approval/queue-page';
import type { QueueParams } from '@/shared/approval/use-queue-params';
import { dollarsToCents } from '../amount';
import type { AmountQueueRequest } from './wallet-review-types';

/** A money queue's request: the view's filters, with the amounts typed in dollars sent as cents. */
export function moneyQueueRequest(queue: Pick<QueueParams, 'status' | 'page' | 'filters'>): AmountQueueRequest {
  const request: AmountQueueRequest = queueRequest(queue);
  const min = queue.filters.minAmount ? dollarsToCents(queue.filters.minAmount) : null;
  const max = queue.filters.maxAmount ? dollarsToCents(queue.filters.maxAmount) : null;
  if (min !== null) request.minAmount = min;
  if (max !== null) request.maxAmount = max;
  return request;
}
