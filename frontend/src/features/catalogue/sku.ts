import type { GoodsProp, GoodsSku } from './api/catalogue-types';

/** A choice of one value per prop label; a label without a value is not chosen yet. */
export type SkuSelection = Partial<Record<string, string>>;

/** `Color:Red;Size:L` → `{Color: 'Red', Size: 'L'}` (spec section 3, props_desc). */
export function parsePropsDesc(propsDesc: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const part of propsDesc.split(';')) {
    const separator = part.indexOf(':');
    if (separator <= 0) continue;
    pairs[part.slice(0, separator).trim()] = part.slice(separator + 1).trim();
  }
  return pairs;
}

function matches(sku: GoodsSku, selection: SkuSelection): boolean {
  const pairs = parsePropsDesc(sku.props_desc);
  return Object.entries(selection).every(([label, value]) => value === undefined || pairs[label] === value);
}

/** The SKU of a complete selection, or null while some prop is not chosen or no SKU matches. */
export function findSku(props: GoodsProp[], skus: GoodsSku[], selection: SkuSelection): GoodsSku | null {
  if (props.length === 0) return skus.length === 1 ? (skus[0] ?? null) : null;
  if (props.some((prop) => selection[prop.label] === undefined)) return null;
  return skus.find((sku) => matches(sku, selection)) ?? null;
}

/**
 * A value can be chosen when some SKU in stock has it together with the values already chosen
 * for the other props. Everything else (missing or sold-out combinations) is disabled.
 */
export function isValueAvailable(skus: GoodsSku[], selection: SkuSelection, label: string, value: string): boolean {
  const candidate: SkuSelection = { ...selection, [label]: value };
  return skus.some((sku) => sku.stock > 0 && matches(sku, candidate));
}

/** Chooses a value, or clears it when it was already chosen. */
export function toggleValue(selection: SkuSelection, label: string, value: string): SkuSelection {
  if (selection[label] !== value) return { ...selection, [label]: value };
  return Object.fromEntries(Object.entries(selection).filter(([key]) => key !== label));
}

export interface PriceRange {
  min: number;
  max: number;
}

/** Lowest and highest SKU price, for display before a combination is chosen. */
export function priceRange(skus: GoodsSku[], fallback: number): PriceRange {
  if (skus.length === 0) return { min: fallback, max: fallback };
  const prices = skus.map((sku) => sku.price);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** Whole percent off the market price, rounded down like the server's `discount`; 0 when there is no saving. */
export function discountPercent(price: number, marketPrice: number): number {
  if (!(marketPrice > price) || marketPrice <= 0) return 0;
  return Math.floor(((marketPrice - price) * 100) / marketPrice);
}
