/** The seller's catalogue calls (console/goods/*, CONTRACT16). Money in integer cents. */

export type GoodsStatusFilter = 'on_sale' | 'off_sale';

/** The list's filter: one status, or all products. */
export const ALL_GOODS = 'all';
export type GoodsStatusChoice = GoodsStatusFilter | typeof ALL_GOODS;

export function isGoodsStatus(value: unknown): value is GoodsStatusFilter {
  return value === 'on_sale' || value === 'off_sale';
}

/** One product of console/goods/list. */
export interface GoodsRow {
  shop_goods_id: number;
  name: string;
  cover_image: string;
  price: number;
  market_price: number | null;
  stock: number;
  sales: number;
  on_sale: boolean;
  sku_count: number;
  /** Some SKU is below the shop's low-stock threshold. */
  low_stock: boolean;
  updated_time: string;
}

export interface GoodsListRequest {
  keywords?: string;
  status?: GoodsStatusFilter;
  page: number;
}

export interface GoodsImage {
  /** What console/goods/save takes back. */
  path: string;
  url: string;
}

export interface GoodsProp {
  label: string;
  values: string[];
  /** The label in other languages by code; blank or missing means none. */
  names?: Record<string, string>;
}

export interface SellerSku {
  sku_id: number;
  /** `Label:Value;Label2:Value2` in props order; '' for a product without props. */
  props_desc: string;
  price: number;
  market_price: number | null;
  stock: number;
}

/** console/goods/detail. */
export interface SellerGoodsDetail {
  shop_goods_id: number;
  name: string;
  /** Localized names, only the languages given. */
  names: Partial<Record<string, string>>;
  category_id: number;
  /** Root → leaf, names in the reader's language. */
  category_path: { category_id: number; name: string }[];
  brand_id: number | null;
  description_html: string;
  images: GoodsImage[];
  props: GoodsProp[];
  skus: SellerSku[];
  on_sale: boolean;
  sales: number;
  created_time: string;
  updated_time: string;
  /** The storefront's page of the product, `/goods/<id>`. */
  preview_url: string;
}

export interface SaveSku {
  sku_id?: number;
  props_desc: string;
  price: number;
  market_price: number | null;
  /** Initial stock of a new SKU; existing stock changes only through console/goods/stock. */
  stock?: number;
}

/** console/goods/save: without `shop_goods_id` a new product. */
export interface SaveGoodsBody {
  shop_goods_id?: number;
  name: string;
  names: Record<string, string>;
  category_id: number;
  brand_id: number | null;
  description_html: string;
  /** Upload or existing paths; the first is the cover. */
  images: string[];
  props: GoodsProp[];
  skus: SaveSku[];
  on_sale: boolean;
}

export const STOCK_REASONS = ['restock', 'correction', 'damage'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export interface StockAdjustment {
  sku_id: number;
  delta: number;
  reason: StockReason;
}

export const STOCK_KINDS = ['counted', 'initial', 'restock', 'correction', 'damage', 'reserved', 'sold', 'released'] as const;
export type StockKind = (typeof STOCK_KINDS)[number];

/** One line of console/goods/stock_history, newest first. */
export interface StockMovement {
  sku_id: number;
  props_desc: string;
  kind: StockKind;
  delta: number;
  stock_after: number;
  by_uid: number | null;
  order_id: string | null;
  /** The order's number (BZ…) when the movement is an order's. */
  order_sn?: string | null;
  /** Unix seconds (ISO-8601 text from older servers); null only for an undated opening count. */
  time: string | number | null;
}
