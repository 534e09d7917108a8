/** console/shop/summary: the seller's shop money and own wallet, in cents. */
export interface ShopSummary {
  shop_id: number;
  shop_name: string;
  /** Paid and not refunded orders' totals. */
  sales_total: number;
  /** Paid, not yet settled. */
  escrow: number;
  /** Settled orders' totals. */
  settled_total: number;
  commission_total: number;
  /** The seller's own wallet. */
  balance: number;
  frozen: number;
}

/** One settled order: the seller got `net` = `total` − `commission`. */
export interface Settlement {
  order_id: string;
  order_sn: string;
  subtotal: number;
  total: number;
  commission: number;
  net: number;
  settled_time: number;
}

/** One UTC day of console/shop/settlements/daily (zeros when nothing settled). */
export interface DailySettlement {
  date: string;
  orders: number;
  total: number;
  commission: number;
  net: number;
}
