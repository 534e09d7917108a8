/** mall/goods/comment/add: one bought line of the caller's received order. */
export interface ReviewDraft {
  order_id: string;
  shop_goods_id: number;
  sku_id: number;
  star: number;
  content: string;
}

/** The line a review form is about, as the order shows it. */
export interface ReviewTarget {
  orderId: string;
  shopGoodsId: number;
  skuId: number;
  name: string;
  image: string;
  propsDesc: string;
}
