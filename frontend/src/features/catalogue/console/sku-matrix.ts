import type { GoodsProp } from './goods-types';

/**
 * One row of the SKU table as the seller types it: money as text in currency units (turned
 * into cents on save), so a half-typed "12." is kept as typed.
 */
export interface SkuDraft {
  /** `Label:Value;Label2:Value2` in props order; '' for a product without props. */
  propsDesc: string;
  /** The stored SKU this row edits; null for a new one. */
  skuId: number | null;
  price: string;
  marketPrice: string;
  /** A new SKU's initial stock as typed; a stored SKU's current stock (read-only here). */
  stock: string;
}

/** The props that make combinations: a label and at least one value, trimmed, values once each. */
/** The non-blank names, trimmed. */
export function givenNames(names: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names)
      .map(([code, name]) => [code, name.trim()] as const)
      .filter(([, name]) => name !== ''),
  );
}

export function matrixProps(props: readonly GoodsProp[]): GoodsProp[] {
  return props
    .map((prop) => ({
      label: prop.label.trim(),
      values: [...new Set(prop.values.map((value) => value.trim()).filter((value) => value !== ''))],
      names: givenNames(prop.names ?? {}),
    }))
    .filter((prop) => prop.label !== '' && prop.values.length > 0);
}

/** How many rows the props make (1 without props), counted without building them. */
export function combinationCount(props: readonly GoodsProp[]): number {
  return matrixProps(props).reduce((count, prop) => count * prop.values.length, 1);
}

/** Every combination of one value per prop, as props_desc in props order, the first prop varying slowest. */
export function skuCombinations(props: readonly GoodsProp[]): string[] {
  const usable = matrixProps(props);
  let combinations: string[][] = [[]];
  for (const prop of usable) {
    combinations = combinations.flatMap((chosen) => prop.values.map((value) => [...chosen, value]));
  }
  return combinations.map((values) => usable.map((prop, index) => `${prop.label}:${values[index] ?? ''}`).join(';'));
}

/** `Color:Red;Size:L` → ['Color:Red', 'Size:L']; '' → []. */
function pairsOf(propsDesc: string): string[] {
  return propsDesc === '' ? [] : propsDesc.split(';');
}

/** The values alone, in order: the same after a prop is renamed. */
function valuesKey(propsDesc: string): string {
  return JSON.stringify(pairsOf(propsDesc).map((pair) => pair.slice(pair.indexOf(':') + 1)));
}

function contains(outer: readonly string[], inner: readonly string[]): boolean {
  return inner.every((pair) => outer.includes(pair));
}

/** A row's price hint: the old row whose values it shares after a prop was added or removed. */
function seedFor(propsDesc: string, previous: readonly SkuDraft[]): SkuDraft | undefined {
  const pairs = pairsOf(propsDesc);
  return previous.find((row) => {
    const rowPairs = pairsOf(row.propsDesc);
    return contains(pairs, rowPairs) || contains(rowPairs, pairs);
  });
}

/**
 * The SKU table for `props`: one row per combination the seller has not deleted (`removed`).
 * A row whose combination still exists keeps everything typed and its stored SKU; when a prop
 * is only renamed, the rows with the same values in the same places stay those SKUs. A new
 * combination starts as a new SKU with no stock, priced like the old row it grew from (a prop
 * added or removed), if any.
 */
export function buildSkuMatrix(
  props: readonly GoodsProp[],
  previous: readonly SkuDraft[],
  removed: readonly string[] = [],
): SkuDraft[] {
  const skipped = new Set(removed);
  const combinations = skuCombinations(props).filter((propsDesc) => !skipped.has(propsDesc));
  const byDesc = new Map(previous.map((row) => [row.propsDesc, row]));
  const used = new Set<SkuDraft>();
  for (const propsDesc of combinations) {
    const row = byDesc.get(propsDesc);
    if (row) used.add(row);
  }
  const byValues = new Map<string, SkuDraft>();
  for (const row of previous) {
    const key = valuesKey(row.propsDesc);
    if (!used.has(row) && !byValues.has(key)) byValues.set(key, row);
  }
  return combinations.map((propsDesc) => {
    const kept = byDesc.get(propsDesc);
    if (kept) return kept;
    const renamed = pairsOf(propsDesc).length > 0 ? byValues.get(valuesKey(propsDesc)) : undefined;
    if (renamed && !used.has(renamed)) {
      used.add(renamed);
      return { ...renamed, propsDesc };
    }
    const seed = seedFor(propsDesc, previous);
    return { propsDesc, skuId: null, price: seed?.price ?? '', marketPrice: seed?.marketPrice ?? '', stock: '0' };
  });
}

/** The combinations of `props` missing from stored `skus`: the rows the seller once deleted. */
export function missingCombinations(props: readonly GoodsProp[], skus: readonly { props_desc: string }[]): string[] {
  const stored = new Set(skus.map((sku) => sku.props_desc));
  return skuCombinations(props).filter((propsDesc) => !stored.has(propsDesc));
}

/** `Color:Red;Size:L` → 'Red / L', for a row's heading. */
export function combinationLabel(propsDesc: string): string {
  return pairsOf(propsDesc)
    .map((pair) => pair.slice(pair.indexOf(':') + 1))
    .join(' / ');
}
