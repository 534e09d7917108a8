import { useSearchParams } from 'react-router';
import { pageParam } from '@/shared/query-params';
import { isReviewStatus, type ReviewStatus } from './review-status';

export interface QueueParams {
  status: ReviewStatus;
  page: number;
  show: (status: ReviewStatus, page?: number) => void;
}

/** A queue's status tab and page live in the query string (?status=, ?page=), so a reload keeps them. */
export function useQueueParams(): QueueParams {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: ReviewStatus = isReviewStatus(statusParam) ? statusParam : 'wait';
  const page = pageParam(params.get('page'));
  const show = (nextStatus: ReviewStatus, nextPage = 1): void => {
    const query: Record<string, string> = {};
    if (nextStatus !== 'wait') query.status = nextStatus;
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
  };
  return { status, page, show };
}
