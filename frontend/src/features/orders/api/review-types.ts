import type { components } from '@/api/schema';
/** One of the shopper's reviews (mine/comment/list and mine/comment/detail). */
export type OwnReview = components['schemas']['OwnCommentItem'];
