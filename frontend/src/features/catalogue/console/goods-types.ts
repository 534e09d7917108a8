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

/** console/goods/list: the endpoint adds `page_size`. */
export type GoodsListRequest = Pick<components['schemas']['seller_schemas_GoodsListRequest'], 'keywords' | 'status' | 'page'>;

export type GoodsImage = components['schemas']['ImageView'];

export type GoodsProp = components['schemas']['PropInput'];

export type SellerSku = components['schemas']['SellerSkuView'];

/** console/goods/detail. */
export type SellerGoodsDetail = components['schemas']['SellerGoodsDetailView'];

type SkuInput = components['schemas']['SkuInput'];
/** A SKU as the goods form saves it: its stock moves through the stock screen, so it is left out. */
export type SaveSku = Omit<SkuInput, 'stock'> & Partial<Pick<SkuInput, 'stock'>>;

/** console/goods/save: without `shop_goods_id` a new product. */
export type SaveGoodsBody = Omit<components['schemas']['GoodsSaveRequest'], 'sid' | 'language' | 'skus'> & { skus: SaveSku[] };

export const STOCK_REASONS = ['restock', 'correction', 'damage'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export type StockAdjustment = Omit<components['schemas']['StockRequest'], 'sid' | 'language'>;

export const STOCK_KINDS = ['counted', 'initial', 'restock', 'correction', 'damage', 'reserved', 'sold', 'released'] as const;
export type StockKind = (typeof STOCK_KINDS)[number];

/** One line of console/goods/stock_history, newest first. */
export type StockMovement = components['schemas']['StockMovementView'];
