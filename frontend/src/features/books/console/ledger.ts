import type { LedgerPoint } from './ledger-types';

/** One point of the totals chart: what the books hold against what came in net. */
export interface LedgerChartPoint {
  date: string;
  /** Σ wallets (available + frozen). */
  wallets: number;
  escrow: number;
  revenue: number;
  /** Recharged − withdrawn: what the three above should add up to. */
  net: number;
}

export function ledgerChartData(points: readonly LedgerPoint[]): LedgerChartPoint[] {
  return points.map((point) => ({
    date: point.date,
    wallets: point.available + point.frozen,
    escrow: point.escrow,
    revenue: point.revenue,
    net: point.recharged - point.withdrawn,
  }));
}

/** A calendar day as the server takes it: YYYY-MM-DD, a real date. */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The last UTC day that has ended (yesterday in UTC): the latest day that can be closed. */
export function lastEndedDay(nowMillis: number): string {
  return new Date(nowMillis - 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** The start of a hash, enough to tell closes apart; the whole hash shows on hover and copies. */
export function shortHash(hash: string): string {
  return hash.slice(0, 12);
}
