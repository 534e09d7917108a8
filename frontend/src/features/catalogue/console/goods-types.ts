import type { components } from '@/api/schema';
/** The seller's catalogue calls (console/goods/*, CONTRACT16). Money in integer cents. */

export type GoodsStatusFilter = 'on_sale' | 'off_sale';

/** The list's filter: one status, or all products. */
export const ALL_GOODS = 'all';
export type GoodsStatusChoice = GoodsStatusFilter | typeof ALL_GOODS;

export function isGoodsStatus(value: unknown): value is GoodsStatusFilter {
  return value === 'on_sale' || value === 'off_sale';
}

/** One product of console/goods/list. */
export type GoodsRow = components['schemas']['SellerGoodsView'];

export interface GoodsListRequest {
  keywords?: string;
  status?: GoodsStatusFilter;
  page: number;
}

export type GoodsImage = components['schemas']['ImageView'];

export type GoodsProp = components['schemas']['PropInput'];

export type SellerSku = components['schemas']['SellerSkuView'];

/** console/goods/detail. */
export type SellerGoodsDetail = components['schemas']['SellerGoodsDetailView'];

type SkuInput = components['schemas']['SkuInput'];
/** A SKU as the goods form saves it: its stock moves through the stock screen, so it is left out. */
export type SaveSku = Omit<SkuInput, 'stock'> & Partial<Pick<SkuInput, 'stock'>>;

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
export type StockMovement = components['schemas']['StockMovementView'];
