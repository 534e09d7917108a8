import type { components } from '@/api/schema';
/** Catalogue payloads (docs/api.md, `mall/*`). Money is integer cents (USD). */

/** Localized text keyed by language code (`en`, `zh-CN`, ...). */
export type LocalizedNames = Partial<Record<string, string>>;

export type Category = components['schemas']['CategoryNode'];

export type CategoryRelative = components['schemas']['CategoryFamily'];

export type Brand = components['schemas']['BrandItem'];

export type CategoryBrands = components['schemas']['CategoryBrands'];

export type ShopRef = components['schemas']['ShopRef'];

export type GoodsCard = components['schemas']['GoodsCardItem'];

export type GoodsProp = components['schemas']['PropView'];

export type GoodsSku = components['schemas']['SkuItem'];

export type ShopSummary = components['schemas']['ShopCard'];

export type GoodsDetail = components['schemas']['GoodsDetailView'];

export type GoodsComment = components['schemas']['CommentItem'];

export type ShopListItem = components['schemas']['ShopItem'];

export type ShopDetail = components['schemas']['ShopDetail'];

export type HomeBanner = components['schemas']['BannerItem'];

export type HomeSection = components['schemas']['HomeSection'];

export type HomePayload = components['schemas']['HomeView'];

export type { Paged } from '@/shared/api/paged';

export const GOODS_SORTS = ['default', 'sales', 'price_asc', 'price_desc', 'new'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

export function isGoodsSort(value: unknown): value is GoodsSort {
  return typeof value === 'string' && (GOODS_SORTS as readonly string[]).includes(value);
}

/**
 * mall/goods/list as the list screens build it from the query string. Hand-written on purpose:
 * the contract's schemas_GoodsListRequest allows null in every filter and requires the fields the
 * server defaults (in_stock, sort, page_size); the screens read these back as value-or-undefined.
 */
export interface GoodsListRequest {
  category_id?: number;
  brand_id?: number;
  shop_id?: number;
  title?: string;
  keywords?: string;
  /** Cents, inclusive, like `price_max`. */
  price_min?: number;
  price_max?: number;
  in_stock?: boolean;
  /** 1..5: the average star, to one decimal, is at least this. */
  min_rating?: number;
  sort?: GoodsSort;
  page: number;
  page_size?: number;
}
