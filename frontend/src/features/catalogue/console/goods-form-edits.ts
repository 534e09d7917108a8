import type { GoodsFormValues } from './goods-form-values';
import { GOODS_LIMITS } from './goods-form-rules';
import type { GoodsProp } from './goods-types';
import { buildSkuMatrix, combinationCount, skuCombinations } from './sku-matrix';

/**
 * The product form's compound edits, as pure steps from values to the fields they change:
 * the SKU table follows the props, and a row the seller deletes stays deleted.
 */
type Edit = Pick<GoodsFormValues, 'props' | 'skus' | 'removedSkus'>;

/**
 * New props and the SKU table they make. While they make more rows than a product may have,
 * the table is left as it was (the props show the problem), so what was typed comes back
 * once values are taken away again.
 */
export function withProps(values: GoodsFormValues, props: GoodsProp[]): Edit {
  if (combinationCount(props) > GOODS_LIMITS.skusMax) return { props, skus: values.skus, removedSkus: values.removedSkus };
  const combinations = new Set(skuCombinations(props));
  const removedSkus = values.removedSkus.filter((propsDesc) => combinations.has(propsDesc));
  return { props, skus: buildSkuMatrix(props, values.skus, removedSkus), removedSkus };
}

/** Deletes one row of the SKU table; the last row stays (a product has at least one SKU). */
export function withoutSku(values: GoodsFormValues, index: number): Edit {
  const row = values.skus[index];
  if (!row || values.skus.length <= 1) return { props: values.props, skus: values.skus, removedSkus: values.removedSkus };
  return {
    props: values.props,
    skus: values.skus.filter((_, each) => each !== index),
    removedSkus: [...values.removedSkus, row.propsDesc],
  };
}

/** Brings every deleted combination back, as new rows. */
export function withDeletedSkusBack(values: GoodsFormValues): Edit {
  return { props: values.props, skus: buildSkuMatrix(values.props, values.skus), removedSkus: [] };
}

/** One price for every row (the "set all prices" helper). */
export function withAllPrices(values: GoodsFormValues, price: string): Pick<GoodsFormValues, 'skus'> {
  return { skus: values.skus.map((row) => ({ ...row, price })) };
}

/** A stored SKU's stock after an adjustment, shown in its row without touching anything typed. */
export function withSkuStock(values: GoodsFormValues, skuId: number, stock: number): Pick<GoodsFormValues, 'skus'> {
  return { skus: values.skus.map((row) => (row.skuId === skuId ? { ...row, stock: String(stock) } : row)) };
}

/** Moves image `from` one place earlier (-1) or later (+1); the first image is the cover. */
export function withImageMoved(values: GoodsFormValues, from: number, step: -1 | 1): Pick<GoodsFormValues, 'images'> {
  const to = from + step;
  if (to < 0 || to >= values.images.length) return { images: values.images };
  const images = [...values.images];
  const [moved] = images.splice(from, 1);
  if (moved) images.splice(to, 0, moved);
  return { images };
}
