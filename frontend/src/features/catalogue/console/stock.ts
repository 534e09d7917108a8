import type { Problem } from './goods-form-rules';
import type { StockKind, StockReason } from './goods-types';

/** The largest change one adjustment may make, like the server's stock limit. */
export const DELTA_MAX = 1_000_000_000;

/** '+12' → 12, '-3' → -3; null for anything that is not a whole number. */
export function parseDelta(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?\d+$/.test(trimmed)) return null;
  const delta = Number(trimmed);
  return Number.isSafeInteger(delta) ? delta : null;
}

/**
 * console/goods/stock's sign rules: a restock adds (> 0), damage removes (< 0), a correction
 * goes either way but not by 0; the stock never goes below 0 (the server answers 107).
 */
export function stockDeltaProblem(reason: StockReason, text: string, currentStock: number): Problem | null {
  if (text.trim() === '') return { key: 'console.goods.stock.delta_required' };
  const delta = parseDelta(text);
  if (delta === null) return { key: 'console.goods.stock.delta_whole' };
  if (Math.abs(delta) > DELTA_MAX) return { key: 'console.goods.stock.delta_too_large' };
  if (reason === 'restock' && delta <= 0) return { key: 'console.goods.stock.restock_positive' };
  if (reason === 'damage' && delta >= 0) return { key: 'console.goods.stock.damage_negative' };
  if (reason === 'correction' && delta === 0) return { key: 'console.goods.stock.correction_nonzero' };
  return currentStock + delta < 0 ? { key: 'console.goods.stock.below_zero', values: { stock: currentStock } } : null;
}

export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  restock: 'console.goods.stock.reason_restock',
  correction: 'console.goods.stock.reason_correction',
  damage: 'console.goods.stock.reason_damage',
};

export const STOCK_KIND_LABELS: Record<StockKind, string> = {
  counted: 'console.goods.history.kind_counted',
  initial: 'console.goods.history.kind_initial',
  restock: 'console.goods.history.kind_restock',
  correction: 'console.goods.history.kind_correction',
  damage: 'console.goods.history.kind_damage',
  reserved: 'console.goods.history.kind_reserved',
  sold: 'console.goods.history.kind_sold',
  released: 'console.goods.history.kind_released',
};

/**
 * A movement's time as the console shows times (YYYY-MM-DD HH:mm, local): the contract sends
 * ISO-8601 text; Unix seconds, as older calls send, are read too.
 */
export function movementSeconds(time: string | number | null): number | null {
  if (time === null) return null;
  if (typeof time === 'number') return Number.isFinite(time) ? time : null;
  const millis = Date.parse(time);
  return Number.isNaN(millis) ? null : millis / 1000;
}
