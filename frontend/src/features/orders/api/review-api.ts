import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';
import type { OwnReview } from './review-types';

/** A review read defensively: a missing goods part becomes an empty one. */
function reviewOf(data: unknown): OwnReview {
  const raw = (typeof data === 'object' && data !== null ? data : {}) as Partial<OwnReview>;
  return { ...(raw as OwnReview), goods: raw.goods ?? { name: '', cover_image: '' } };
}

/** The shopper's own reviews; keyed by user, so another account never sees a cached list. */
export const reviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyReviews: build.query<Paged<OwnReview>, { page: number; uid: number | string }>({
      query: ({ page }) => ({
        path: 'mine/comment/list',
        body: { page, page_size: DEFAULT_PAGE_SIZE },
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, request) => {
        const paged = pagedOf<OwnReview>(data, request.page, DEFAULT_PAGE_SIZE);
        return { ...paged, list: paged.list.map((item) => reviewOf(item)) };
      },
      providesTags: ['Review'],
    }),
    getMyReview: build.query<OwnReview, number>({
      query: (commentId) => ({ path: 'mine/comment/detail', body: { comment_id: commentId }, ignoreError: true }),
      transformResponse: reviewOf,
      providesTags: ['Review'],
    }),
  }),
});

export const { useGetMyReviewsQuery, useGetMyReviewQuery } = reviewApi;
