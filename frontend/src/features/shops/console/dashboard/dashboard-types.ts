/** The shop the dashboard is about; `logo` is the picture to show (generated when none was uploaded). */
export interface DashboardShop {
  shop_id: number;
  name: string;
  logo: string;
}

/** A SKU whose stock is below the dashboard's threshold. */
export interface LowStockSku {
  shop_goods_id: number;
  sku_id: number;
  name: string;
  /** `Color:Red;Size:L`; '' for a product without options. */
  props_desc: string;
  stock: number;
}

export interface BestSeller {
  shop_goods_id: number;
  name: string;
  cover_image: string;
  sales: number;
  price: number;
}

/** One UTC day of the window: its orders and their amount in cents (zeros on a quiet day). */
export interface DayOrders {
  date: string;
  orders: number;
  amount: number;
}

/** console/shop/dashboard: what a seller checks first. */
export interface ShopDashboard {
  shop: DashboardShop;
  /** Paid orders waiting for the seller's confirmation. */
  to_confirm: number;
  /** Confirmed orders waiting to be shipped. */
  to_ship: number;
  low_stock_threshold: number;
  /** At most 20, lowest stock first. */
  low_stock: LowStockSku[];
  /** At most 5. */
  best_sellers: BestSeller[];
  /** Every day of the window, oldest first. */
  orders_per_day: DayOrders[];
}
