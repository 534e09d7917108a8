import { paths } from '@/config/paths';

/**
 * The account side menu (spec section 2). Each screen adds its entry here when it exists;
 * `action: 'quit'` entries run the logout instead of navigating, and `action: 'merchant'`
 * opens the merchant link in a new tab.
 */
export type UserMenuEntry =
  | { key: string; labelKey: string; to: string; end?: boolean; consoleOnly?: boolean }
  | { key: string; labelKey: string; action: 'quit' | 'merchant' };

/** 'apply merchant' until the shop is active, then 'go to merchant' (spec section 2). */
const APPLY_MERCHANT: UserMenuEntry = { key: 'merchant', labelKey: 'merchant.menu.apply', to: paths.userMerchant.getHref() };
const GO_TO_MERCHANT: UserMenuEntry = { key: 'merchant', labelKey: 'merchant.menu.go', action: 'merchant' };

export const USER_MENU_ENTRIES: readonly UserMenuEntry[] = [
  { key: 'dashboard', labelKey: 'user.menu.dashboard', to: paths.user.getHref(), end: true },
  { key: 'profile', labelKey: 'user.menu.profile', to: paths.userProfile.getHref() },
  { key: 'balance', labelKey: 'user.menu.balance', to: paths.userAmount.getHref() },
  { key: 'collection', labelKey: 'favorite.menu.my_collection', to: paths.userWish.getHref() },
  { key: 'address', labelKey: 'address.menu.receive_address', to: paths.userAddress.getHref() },
  { key: 'reviews', labelKey: 'review.menu.my_reviews', to: paths.userReview.getHref() },
  { key: 'orders', labelKey: 'order.menu.my_orders', to: paths.userOrder.getHref() },
  APPLY_MERCHANT,
  // Shown only to users holding a console role (reviewer, auditor, seller or agent).
  { key: 'console', labelKey: 'user.menu.console', to: paths.console.getHref(), consoleOnly: true },
  { key: 'quit', labelKey: 'user.menu.quit', action: 'quit' },
];

/** The entries this user sees; `hasMerchantLink` when the shop is active and its link known. */
export function userMenuEntries(canUseConsole: boolean, hasMerchantLink = false): UserMenuEntry[] {
  return USER_MENU_ENTRIES.filter((entry) => !('consoleOnly' in entry && entry.consoleOnly) || canUseConsole).map(
    (entry) => (entry === APPLY_MERCHANT && hasMerchantLink ? GO_TO_MERCHANT : entry),
  );
}
