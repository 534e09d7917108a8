import { baseApi } from '@/shared/api/base-api';
import type { ReviewDraft } from './review-write-types';

/**
 * Writing a review. 'Review' refreshes the product's reviews and rating and the shopper's own
 * list; 'Order' refreshes the order, whose line is now marked reviewed (and which may have
 * finished).
 */
export const reviewWriteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addReview: build.mutation<{ comment_id: number }, ReviewDraft>({
      query: (draft) => ({ path: 'mall/goods/comment/add', body: { ...draft }, ignoreError: true }),
      invalidatesTags: (_result, error) => (error ? ['Order'] : ['Review', 'Order']),
    }),
  }),
});

export const { useAddReviewMutation } = reviewWriteApi;
