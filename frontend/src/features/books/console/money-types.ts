import type { components } from '@/api/schema';
/** console/shop/summary: the seller's shop money and own wallet, in cents. */
export type ShopSummary = components['schemas']['ShopMoneyView'];

/** One settled order: the seller got `net` = `total` − `commission`. */
export type Settlement = components['schemas']['SettlementView'];

/** One UTC day of console/shop/settlements/daily (zeros when nothing settled). */
export type DailySettlement = components['schemas']['SettledDayView'];
