/** Catalogue payloads (docs/api.md, `mall/*`). Money is integer cents (USD). */

/** Localized text keyed by language code (`en`, `zh-CN`, ...). */
export type LocalizedNames = Partial<Record<string, string>>;

export interface Category {
  id: number;
  names: LocalizedNames;
  icon?: string | null;
  children?: Category[];
}

export interface CategoryRelative {
  parents: Category[];
  current: Category | null;
  children: Category[];
  siblings: Category[];
}

export interface Brand {
  id: number;
  name: string;
  logo?: string | null;
}

export interface CategoryBrands {
  category: Pick<Category, 'id' | 'names'>;
  hot_brand_list: Brand[];
  recommend_brand_list: Brand[];
}

export interface ShopRef {
  shop_id: number;
  name: string;
}

export interface GoodsCard {
  shop_goods_id: number;
  name: string;
  cover_image: string;
  price: number;
  market_price: number;
  sales: number;
  stock: number;
  is_favorite: boolean | number;
  shop: ShopRef;
}

export interface GoodsProp {
  /** As the SKUs' `props_desc` spell it. */
  label: string;
  values: string[];
  /** The label in other languages, where the seller gave it. */
  names: Partial<Record<string, string>>;
}

export interface GoodsSku {
  sku_id: number;
  /** `Color:Red;Size:L` */
  props_desc: string;
  price: number;
  stock: number;
}

export interface ShopSummary {
  shop_id: number;
  name: string;
  logo: string;
  credit_score: number;
}

export interface GoodsDetail extends Omit<GoodsCard, 'shop'> {
  images: string[];
  description_html: string;
  sku_no: string;
  discount?: number | string | null;
  brand?: Brand | null;
  category?: Pick<Category, 'id' | 'names'> | null;
  props: GoodsProp[];
  skus: GoodsSku[];
  shop: ShopSummary;
  visits_total: number;
  visits_today: number;
  rating?: { avg: number; count: number } | null;
  /** False once the seller took the product off sale: it still shows, but cannot be bought
   * (absent on older answers: on sale). */
  on_sale?: boolean;
}

export interface GoodsComment {
  comment_id?: number;
  nickname: string;
  avatar: string;
  star: number;
  content: string;
  add_time: number;
  props_desc: string;
}

export interface ShopListItem extends ShopSummary {
  goods_count: number;
}

export interface ShopDetail extends ShopListItem {
  banner: string;
  /** The owner's plain text about the shop (line breaks kept); absent from an older server. */
  description?: string;
}

export interface HomeBanner {
  image: string;
  /** The headline, written over the picture in the reader's language. */
  title: string;
  link: string;
  /** A line under the headline; absent from an older server. */
  subtitle?: string;
  /** The call to action's label; absent from an older server. */
  cta?: string;
}

export interface HomeSection {
  title: string;
  goods: GoodsCard[];
}

export interface HomePayload {
  banners: HomeBanner[];
  sections: HomeSection[];
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

export const GOODS_SORTS = ['default', 'sales', 'price_asc', 'price_desc', 'new'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

export function isGoodsSort(value: unknown): value is GoodsSort {
  return typeof value === 'string' && (GOODS_SORTS as readonly string[]).includes(value);
}

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
