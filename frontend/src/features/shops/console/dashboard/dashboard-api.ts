import { baseApi } from '@/shared/api/base-api';
import type { DashboardSuspension, ShopDashboard } from './dashboard-types';

/** How many days the orders chart covers (the server allows 1..90). */
export const DASHBOARD_DAYS = 30;

type RawDashboard = Partial<Record<keyof ShopDashboard, unknown>> | null;

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);
const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The platform's suspension of the shop, or null while it trades (or when the answer has none). */
function suspensionOf(value: unknown): DashboardSuspension | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Partial<DashboardSuspension>;
  return { reason: typeof raw.reason === 'string' ? raw.reason : '', since: typeof raw.since === 'number' ? raw.since : null };
}

/** Reads the dashboard defensively: a missing count is 0, a missing list empty. */
export function dashboardOf(data: RawDashboard): ShopDashboard {
  const shop = (typeof data?.shop === 'object' && data.shop !== null ? data.shop : {}) as Partial<ShopDashboard['shop']>;
  return {
    shop: { shop_id: count(shop.shop_id), name: shop.name ?? '', logo: shop.logo ?? '' },
    to_confirm: count(data?.to_confirm),
    to_ship: count(data?.to_ship),
    disputes_open: count(data?.disputes_open),
    disputes_waiting: count(data?.disputes_waiting),
    low_stock_threshold: count(data?.low_stock_threshold),
    low_stock: listOf(data?.low_stock),
    best_sellers: listOf(data?.best_sellers),
    orders_per_day: listOf(data?.orders_per_day),
    suspension: suspensionOf(data?.suspension),
  };
}

/**
 * console/shop/dashboard (role seller, own shop). Refreshed when the seller confirms or ships an
 * order or a case about one moves (its counts move), or the seller edits the profile (its name
 * and logo).
 */
export const shopDashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShopDashboard: build.query<ShopDashboard, number>({
      query: (days) => ({ path: 'console/shop/dashboard', body: { days }, ignoreError: true }),
      transformResponse: dashboardOf,
      providesTags: ['SellerOrder', 'ShopProfile', 'Dispute'],
    }),
  }),
});

export const { useGetShopDashboardQuery } = shopDashboardApi;
