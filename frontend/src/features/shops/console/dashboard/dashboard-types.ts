import type { components } from '@/api/schema';
/** The shop the dashboard is about; `logo` is the picture to show (generated when none was uploaded). */
export type DashboardShop = components['schemas']['DashboardShop'];

/** A SKU whose stock is below the dashboard's threshold. */
export type LowStockSku = components['schemas']['LowStockItem'];

export type BestSeller = components['schemas']['BestSellerItem'];

/** One UTC day of the window: its orders and their amount in cents (zeros on a quiet day). */
export type DayOrders = components['schemas']['OrdersOnDayItem'];

/** console/shop/dashboard: what a seller checks first. */
export type ShopDashboard = components['schemas']['DashboardView'];
