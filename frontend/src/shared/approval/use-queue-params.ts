import { useSearchParams } from 'react-router';
import { pageParam } from '@/shared/query-params';
import { hoursParam } from './queue-age';
import { isReviewStatus, type ReviewStatus } from './review-status';

/** A queue's search and filters as typed: amounts stay in currency units, as the reviewer wrote them. */
export interface QueueFilters {
  keywords: string;
  minAmount: string;
  maxAmount: string;
  /** Only applications waiting at least this many hours. */
  minAgeHours?: number;
}

export const NO_FILTERS: QueueFilters = { keywords: '', minAmount: '', maxAmount: '' };

export interface QueueParams {
  status: ReviewStatus;
  page: number;
  filters: QueueFilters;
  /** Another tab or page; the filters stay. */
  show: (status: ReviewStatus, page?: number) => void;
  /** New filters, from the first page of the same tab. */
  filter: (filters: QueueFilters) => void;
}

/** The query string of a queue's view; the defaults (waiting, page 1, no filter) are left out. */
export function queueQuery(status: ReviewStatus, page: number, filters: QueueFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (status !== 'wait') query.status = status;
  if (page > 1) query.page = String(page);
  const keywords = filters.keywords.trim();
  if (keywords) query.q = keywords;
  if (filters.minAmount.trim()) query.min = filters.minAmount.trim();
  if (filters.maxAmount.trim()) query.max = filters.maxAmount.trim();
  if (filters.minAgeHours !== undefined) query.age = String(filters.minAgeHours);
  return query;
}

/**
 * A queue's status tab, page, search and filters live in the query string (?status=, ?page=,
 * ?q=, ?min=, ?max=, ?age=), so a reload or a shared link keeps them.
 */
export function useQueueParams(): QueueParams {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: ReviewStatus = isReviewStatus(statusParam) ? statusParam : 'wait';
  const page = pageParam(params.get('page'));
  const filters: QueueFilters = {
    keywords: params.get('q') ?? '',
    minAmount: params.get('min') ?? '',
    maxAmount: params.get('max') ?? '',
    minAgeHours: hoursParam(params.get('age')),
  };
  return {
    status,
    page,
    filters,
    show: (nextStatus, nextPage = 1) => {
      setParams(queueQuery(nextStatus, nextPage, filters));
    },
    filter: (next) => {
      setParams(queueQuery(status, 1, next));
    },
  };
}
