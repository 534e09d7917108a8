import type { components } from '@/api/schema';
/** mall/goods/comment/add: one bought line of the caller's received order. */
export type ReviewDraft = Omit<components['schemas']['CommentAddRequest'], 'sid' | 'language'>;

/** The line a review form is about, as the order shows it. */
export interface ReviewTarget {
  orderId: string;
  shopGoodsId: number;
  skuId: number;
  name: string;
  image: string;
  propsDesc: string;
}
