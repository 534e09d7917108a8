/** One of the shopper's reviews (mine/comment/list and mine/comment/detail). */
export interface OwnReview {
  comment_id: number;
  order_id: string;
  order_sn: string;
  shop_goods_id: number;
  sku_id: number;
  goods: { name: string; cover_image: string };
  props_desc: string;
  star: number;
  content: string;
  status: string;
  add_time: number;
}
