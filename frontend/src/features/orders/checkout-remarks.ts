import type { ShopRemark } from './api/order-types';

/** The non-empty notes, one per shop, for order/create's `remarks`. */
export function remarksOf(notes: Record<number, string>): ShopRemark[] {
  return Object.entries(notes)
    .map(([shopId, remark]) => ({ shop_id: Number(shopId), remark: remark.trim() }))
    .filter((note) => note.remark !== '');
}
