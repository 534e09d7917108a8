import { isAvailable, type Cart, type CartLine } from './api/cart-types';

export interface SpecPair {
  label: string;
  value: string;
}

/**
 * specInfo derived from props_desc (spec section 3): `Color:Red;Size:L` →
 * [{label: 'Color', value: 'Red'}, {label: 'Size', value: 'L'}]. Parts without a label are skipped;
 * a value may itself hold a colon (`Time:10:30`).
 */
export function specInfoOf(propsDesc: string | null | undefined): SpecPair[] {
  if (!propsDesc) return [];
  const pairs: SpecPair[] = [];
  for (const part of propsDesc.split(';')) {
    const separator = part.indexOf(':');
    if (separator <= 0) continue;
    const label = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (label) pairs.push({ label, value });
  }
  return pairs;
}

/** total = price × num; the server's total when it sent one. */
export function lineTotal(line: Pick<CartLine, 'price' | 'num'> & { total?: number | null }): number {
  return typeof line.total === 'number' && Number.isFinite(line.total) ? line.total : line.price * line.num;
}

/** The header badge counts pieces, not lines: two of one shirt and one hat make 3. */
export function cartItemCount(cart: Cart | undefined): number {
  return (cart?.list ?? []).reduce((count, line) => count + (Number.isFinite(line.num) ? line.num : 0), 0);
}

/** Reads a cart answer defensively: a missing list is an empty cart; unavailable lines cost nothing. */
export function cartOf(data: unknown): Cart {
  const raw = (typeof data === 'object' && data !== null ? data : {}) as Partial<Cart>;
  const list = Array.isArray(raw.list) ? raw.list : [];
  const buyable = list.filter(isAvailable);
  return {
    list,
    amount: typeof raw.amount === 'number' ? raw.amount : buyable.reduce((sum, line) => sum + lineTotal(line), 0),
    balance: typeof raw.balance === 'number' ? raw.balance : 0,
  };
}

export interface ShopGroup<T> {
  shopId: number;
  shopName: string;
  lines: T[];
}

/** Lines grouped by shop, shops in the order their first line appears (the cart is newest first). */
export function groupByShop(lines: CartLine[]): ShopGroup<CartLine>[] {
  const groups = new Map<number, ShopGroup<CartLine>>();
  for (const line of lines) {
    const shopId = line.goods_info.shop_id;
    let group = groups.get(shopId);
    if (!group) {
      group = { shopId, shopName: line.goods_info.shop_name, lines: [] };
      groups.set(shopId, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()];
}
