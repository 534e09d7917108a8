import type { components } from '@/api/schema';
/** A cart line (orders contract, `mall/cart/list`). Money is integer cents. */
export type CartLine = components['schemas']['CartLineView'];

/** A line the shopper can check out (`available` is false while the product is off sale). */
export function isAvailable(line: Pick<CartLine, 'available'>): boolean {
  return line.available;
}

export type Cart = components['schemas']['CartListView'];

/** What add, update and delete name: one (product, SKU) line. */
export interface CartLineKey {
  shop_goods_id: number;
  sku_id: number;
}

export interface CartQuantity extends CartLineKey {
  num: number;
}

/** The largest quantity of one line the server accepts. */
export const CART_MAX_QUANTITY = 999;
