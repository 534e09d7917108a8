import type { components } from '@/api/schema';
/** A cart line (orders contract, `mall/cart/list`). Money is integer cents. */
export type CartLine = components['schemas']['CartLineView'];

/** A line the shopper can check out (`available` is false while the product is off sale). */
export function isAvailable(line: Pick<CartLine, 'available'>): boolean {
  return line.available;
}

export type Cart = components['schemas']['CartListView'];

/** What add, update and delete name: one (product, SKU) line. */
export type CartLineKey = Omit<components['schemas']['CartLineKeyRequest'], 'sid' | 'language'>;

export type CartQuantity = Omit<components['schemas']['CartLineRequest'], 'sid' | 'language'>;

/** The largest quantity of one line the server accepts. */
export const CART_MAX_QUANTITY = 999;
