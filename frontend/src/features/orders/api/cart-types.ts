/** A cart line (orders contract, `mall/cart/list`). Money is integer cents. */
export interface CartLine {
  goods_info: {
    cover_image: string;
    name: string;
    is_favorite: boolean;
    shop_goods_id: number;
    shop_id: number;
    shop_name: string;
  };
  price: number;
  num: number;
  props_desc: string;
  total: number;
  shop_goods_id: number;
  sku_id: number;
  stock: number;
  /** False while the product is off sale: the line is left out of the amount and cannot be
   * checked out (absent on older answers: available). */
  available?: boolean;
}

/** A line the shopper can check out: only an explicit `available: false` says otherwise. */
export function isAvailable(line: Pick<CartLine, 'available'>): boolean {
  return line.available !== false;
}

export interface Cart {
  list: CartLine[];
  amount: number;
  balance: number;
}

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
