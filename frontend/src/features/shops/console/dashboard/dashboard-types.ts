import type { components } from '@/api/schema';
/** The shop the dashboard is about; `logo` is the picture to show (generated when none was uploaded). */
export type DashboardShop = components['schemas']['DashboardShop'];

/** Why and since when (Unix seconds) the platform suspended the shop; null while it trades. */
export type DashboardSuspension = components['schemas']['DashboardSuspension'];

/** A SKU whose stock is below the dashboard's threshold. */
export type LowStockSku = components['schemas']['LowStockItem'];

export type BestSeller = components['schemas']['BestSellerItem'];

/** One UTC day of the window: its orders and their amount in cents (zeros on a quiet day). */
export type DayOrders = components['schemas']['OrdersOnDayItem'];

/**
 * The cases about the shop's orders (issue 30): those not ended, and those waiting for the seller.
 * Typed by hand until src/api/schema.d.ts is regenerated with them.
 */
export interface DashboardDisputeCounts {
  disputes_open: number;
  disputes_waiting: number;
}

/** console/shop/dashboard: what a seller checks first. */
export type ShopDashboard = components['schemas']['DashboardView'] & DashboardDisputeCounts;
