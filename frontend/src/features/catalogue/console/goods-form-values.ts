import { isApiError } from '@/shared/api/api-types';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/shared/i18n/languages';
import { centsToDollars, dollarsToCents } from '@/shared/money-input';
import type { GoodsProp, SaveGoodsBody, SaveSku, SellerGoodsDetail } from './goods-types';
import { buildSkuMatrix, givenNames, matrixProps, missingCombinations, type SkuDraft } from './sku-matrix';

/** A picture of the product: `path` is sent back on save, `url` shows the thumbnail. */
export interface ImageDraft {
  path: string;
  url: string;
}

/** The product form's values; money stays text until the save body is built. */
export interface GoodsFormValues {
  name: string;
  /** Localized names by language code; blank means none. */
  names: Record<string, string>;
  /** The chosen category's ids, root → leaf, as the cascade picker holds them. */
  categoryPath: string[];
  brandId: string | null;
  description: string;
  images: ImageDraft[];
  props: GoodsProp[];
  skus: SkuDraft[];
  /** Combinations the seller deleted from the table, kept out when the props change. */
  removedSkus: string[];
  onSale: boolean;
}

/** The languages a name can be given in besides the main name. */
export const OTHER_LANGUAGES = LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE);

function namesOf(given: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(LANGUAGES.map((code) => [code, given[code] ?? '']));
}

export function emptyGoodsValues(): GoodsFormValues {
  return {
    name: '',
    names: namesOf({}),
    categoryPath: [],
    brandId: null,
    description: '',
    images: [],
    props: [],
    skus: buildSkuMatrix([], []),
    removedSkus: [],
    onSale: true,
  };
}

/** The form of a stored product (console/goods/detail). */
export function goodsValuesOf(detail: SellerGoodsDetail): GoodsFormValues {
  return {
    name: detail.name,
    names: namesOf(detail.names),
    categoryPath: detail.category_path.map((step) => String(step.category_id)),
    brandId: detail.brand_id === null ? null : String(detail.brand_id),
    description: detail.description_html,
    images: detail.images.map((image) => ({ path: image.path, url: image.url })),
    props: detail.props.map((prop) => ({ label: prop.label, values: [...prop.values], names: namesOf(prop.names) })),
    skus: detail.skus.map((sku) => ({
      propsDesc: sku.props_desc,
      skuId: sku.sku_id,
      price: centsToDollars(sku.price),
      marketPrice: sku.market_price === null ? '' : centsToDollars(sku.market_price),
      stock: String(sku.stock),
    })),
    removedSkus: missingCombinations(detail.props, detail.skus),
    onSale: detail.on_sale,
  };
}

function skuOf(row: SkuDraft): SaveSku | null {
  const price = dollarsToCents(row.price);
  const marketPrice = row.marketPrice.trim() === '' ? null : dollarsToCents(row.marketPrice);
  if (price === null || (row.marketPrice.trim() !== '' && marketPrice === null)) return null;
  if (row.skuId !== null) return { sku_id: row.skuId, props_desc: row.propsDesc, price, market_price: marketPrice };
  const stock = row.stock.trim() === '' ? 0 : Number(row.stock);
  return { props_desc: row.propsDesc, price, market_price: marketPrice, stock };
}

/**
 * console/goods/save's body from checked values (null if a price does not read as money):
 * trimmed texts, the given localized names only, images in their order (the first is the
 * cover), the props as the matrix used them and each row's prices in cents. A stored SKU
 * carries its id and no stock: stock changes only through its own call.
 */
export function saveBodyOf(values: GoodsFormValues, goodsId?: number): SaveGoodsBody | null {
  const skus = values.skus.map(skuOf);
  if (skus.some((sku) => sku === null)) return null;
  const categoryId = Number(values.categoryPath.at(-1));
  return {
    ...(goodsId === undefined ? {} : { shop_goods_id: goodsId }),
    name: values.name.trim(),
    names: givenNames(values.names),
    category_id: categoryId,
    brand_id: values.brandId === null || values.brandId === '' ? null : Number(values.brandId),
    description_html: values.description,
    images: values.images.map((image) => image.path),
    props: matrixProps(values.props),
    skus: skus.filter((sku): sku is SaveSku => sku !== null),
    on_sale: values.onSale,
  };
}

/** Where a 102 naming `field` is shown: the form field it belongs to. */
const FORM_FIELDS: Record<string, keyof GoodsFormValues> = {
  name: 'name',
  names: 'names',
  category_id: 'categoryPath',
  brand_id: 'brandId',
  description_html: 'description',
  images: 'images',
  props: 'props',
  skus: 'skus',
  on_sale: 'onSale',
};

export function formFieldOf(serverField: unknown): keyof GoodsFormValues | undefined {
  return typeof serverField === 'string' ? FORM_FIELDS[serverField] : undefined;
}

const CODE_BAD_PARAMETER = 102;

/** Where a refused save is explained: next to one field, or above the Save button. */
export interface SaveProblem {
  field?: keyof GoodsFormValues;
  message: string;
}

/** Null for 101 (the app is taking the seller to log-in); a 102 naming a field goes to that field. */
export function saveProblem(error: unknown, fallback: string): SaveProblem | null {
  if (!isApiError(error)) return { message: fallback };
  if (error.kind === 'NotLogin') return null;
  const message = error.message || fallback;
  if (error.kind !== 'APIError' || error.code !== CODE_BAD_PARAMETER) return { message };
  const data = typeof error.data === 'object' && error.data !== null ? (error.data as { field?: unknown }) : {};
  const field = formFieldOf(data.field);
  return field ? { field, message } : { message };
}
