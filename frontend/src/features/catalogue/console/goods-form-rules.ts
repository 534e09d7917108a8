import { dollarsToCents } from '@/shared/money-input';
import type { GoodsFormValues } from './goods-form-values';
import type { GoodsProp } from './goods-types';
import { combinationCount, type SkuDraft } from './sku-matrix';

/** console/goods/save's limits (CONTRACT16), checked here first so a refusal is rare. */
export const GOODS_LIMITS = {
  nameMax: 200,
  localizedNameMax: 200,
  /** 100 KB counted as UTF-8 bytes: within the server's limit however it counts a kilobyte. */
  descriptionBytesMax: 100_000,
  imagesMax: 9,
  propsMax: 3,
  propLabelMax: 30,
  propValuesMax: 20,
  propValueMax: 40,
  skusMax: 200,
  /** Cents. */
  priceMax: 1_000_000_000,
  stockMax: 1_000_000_000,
} as const;

/** What is wrong with a field: an i18n key and the values its message fills in. */
export interface Problem {
  key: string;
  values?: Record<string, number | string>;
}

/** Problems by form path (`name`, `props.1.values`, `skus.3.price`). */
export type Problems = Record<string, Problem>;

/** Characters as the server counts them: code points, so a letter outside the BMP is one. */
const lengthOf = (text: string): number => Array.from(text).length;

const FORBIDDEN_IN_PROPS = /[:;]/;

export function nameProblem(name: string): Problem | null {
  const length = lengthOf(name.trim());
  if (length === 0) return { key: 'console.goods.rules.name_required' };
  return length > GOODS_LIMITS.nameMax ? { key: 'console.goods.rules.name_too_long', values: { max: GOODS_LIMITS.nameMax } } : null;
}

function localizedNameProblems(names: Record<string, string>): Problems {
  const problems: Problems = {};
  for (const [code, name] of Object.entries(names)) {
    if (lengthOf(name.trim()) > GOODS_LIMITS.localizedNameMax) {
      problems[`names.${code}`] = { key: 'console.goods.rules.name_too_long', values: { max: GOODS_LIMITS.localizedNameMax } };
    }
  }
  return problems;
}

/** A product sits in a leaf category: the third level of the tree. */
export function categoryProblem(path: readonly string[]): Problem | null {
  return path.length === 3 ? null : { key: 'console.goods.rules.category_required' };
}

export function descriptionProblem(html: string): Problem | null {
  const bytes = new TextEncoder().encode(html).length;
  return bytes > GOODS_LIMITS.descriptionBytesMax ? { key: 'console.goods.rules.description_too_long' } : null;
}

export function imagesProblem(count: number): Problem | null {
  if (count === 0) return { key: 'console.goods.rules.images_required' };
  return count > GOODS_LIMITS.imagesMax ? { key: 'console.goods.rules.images_too_many', values: { max: GOODS_LIMITS.imagesMax } } : null;
}

/** A label or a value: 1..max characters, without the `:` and `;` that props_desc is built with. */
function propTextProblem(text: string, max: number, emptyKey: string): Problem | null {
  const trimmed = text.trim();
  if (trimmed === '') return { key: emptyKey };
  if (FORBIDDEN_IN_PROPS.test(trimmed)) return { key: 'console.goods.rules.prop_separator' };
  return lengthOf(trimmed) > max ? { key: 'console.goods.rules.prop_text_too_long', values: { max } } : null;
}

function propValuesProblem(values: readonly string[]): Problem | null {
  if (values.length === 0) return { key: 'console.goods.rules.prop_values_required' };
  if (values.length > GOODS_LIMITS.propValuesMax) {
    return { key: 'console.goods.rules.prop_values_too_many', values: { max: GOODS_LIMITS.propValuesMax } };
  }
  const trimmed = values.map((value) => value.trim());
  if (new Set(trimmed).size !== trimmed.length) return { key: 'console.goods.rules.prop_values_repeated' };
  for (const value of values) {
    const problem = propTextProblem(value, GOODS_LIMITS.propValueMax, 'console.goods.rules.prop_values_required');
    if (problem) return problem;
  }
  return null;
}

/** Each prop's label and values, then the props together: how many, distinct labels, not too many rows. */
export function propsProblems(props: readonly GoodsProp[]): Problems {
  const problems: Problems = {};
  props.forEach((prop, index) => {
    const label = propTextProblem(prop.label, GOODS_LIMITS.propLabelMax, 'console.goods.rules.prop_label_required');
    if (label) problems[`props.${index}.label`] = label;
    const values = propValuesProblem(prop.values);
    if (values) problems[`props.${index}.values`] = values;
  });
  const labels = props.map((prop) => prop.label.trim());
  if (props.length > GOODS_LIMITS.propsMax) {
    problems.props = { key: 'console.goods.rules.props_too_many', values: { max: GOODS_LIMITS.propsMax } };
  } else if (new Set(labels).size !== labels.length) {
    problems.props = { key: 'console.goods.rules.prop_labels_repeated' };
  } else if (combinationCount(props) > GOODS_LIMITS.skusMax) {
    const values = { number: combinationCount(props), max: GOODS_LIMITS.skusMax };
    problems.props = { key: 'console.goods.rules.too_many_combinations', values };
  }
  return problems;
}

/** A price typed in currency units: at most 2 decimals, from 0.01 up to the limit. */
export function priceProblem(text: string): Problem | null {
  if (text.trim() === '') return { key: 'console.goods.rules.price_required' };
  const cents = dollarsToCents(text);
  if (cents === null) return { key: 'console.goods.rules.price_invalid' };
  if (cents < 1) return { key: 'console.goods.rules.price_positive' };
  return cents > GOODS_LIMITS.priceMax ? { key: 'console.goods.rules.price_too_high' } : null;
}

/** The optional market price: none, or a price not below the selling price. */
export function marketPriceProblem(text: string, priceText: string): Problem | null {
  if (text.trim() === '') return null;
  const problem = priceProblem(text);
  if (problem) return problem;
  const price = dollarsToCents(priceText);
  const market = dollarsToCents(text) ?? 0;
  return price !== null && market < price ? { key: 'console.goods.rules.market_below_price' } : null;
}

/** A new SKU's initial stock: a whole number from 0 (blank counts as 0). */
export function initialStockProblem(text: string): Problem | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return { key: 'console.goods.rules.stock_whole' };
  return Number(trimmed) > GOODS_LIMITS.stockMax ? { key: 'console.goods.rules.stock_too_high' } : null;
}

export function skuProblems(skus: readonly SkuDraft[]): Problems {
  const problems: Problems = {};
  if (skus.length === 0) problems.skus = { key: 'console.goods.rules.skus_required' };
  if (skus.length > GOODS_LIMITS.skusMax) {
    problems.skus = { key: 'console.goods.rules.skus_too_many', values: { max: GOODS_LIMITS.skusMax } };
  }
  skus.forEach((sku, index) => {
    const price = priceProblem(sku.price);
    if (price) problems[`skus.${index}.price`] = price;
    const market = marketPriceProblem(sku.marketPrice, sku.price);
    if (market) problems[`skus.${index}.marketPrice`] = market;
    const stock = sku.skuId === null ? initialStockProblem(sku.stock) : null;
    if (stock) problems[`skus.${index}.stock`] = stock;
  });
  return problems;
}

/** Every problem of the form at once, so the seller sees them all after one Save. */
export function goodsFormProblems(values: GoodsFormValues): Problems {
  const single: [string, Problem | null][] = [
    ['name', nameProblem(values.name)],
    ['categoryPath', categoryProblem(values.categoryPath)],
    ['description', descriptionProblem(values.description)],
    ['images', imagesProblem(values.images.length)],
  ];
  const problems: Problems = { ...localizedNameProblems(values.names), ...propsProblems(values.props) };
  for (const [field, problem] of single) if (problem) problems[field] = problem;
  // While the props make too many rows the table is stale; its rows are not checked.
  return problems.props ? problems : { ...problems, ...skuProblems(values.skus) };
}
