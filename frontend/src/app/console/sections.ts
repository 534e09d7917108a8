import { paths } from '@/config/paths';
import { hasRole, type ConsoleRole } from '@/store/session/roles';
import type { UserInfo } from '@/store/session/session-types';

/** A section of the back office, shown in the navigation only to users holding its role. */
export interface ConsoleSection {
  key: string;
  group: 'review' | 'audit' | 'platform' | 'seller' | 'service';
  labelKey: string;
  to: string;
  role: ConsoleRole;
  /** A section several roles share: shown to a holder of any of them (then `role` is unused). */
  anyRole?: readonly ConsoleRole[];
  /** Highlighted only on its own path, not on the sections under it (the seller's dashboard). */
  end?: boolean;
}

/** Agents see the customer-service inbox, which sellers share for their own shops. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { key: 'recharge', group: 'review', labelKey: 'console.nav.recharge', to: paths.consoleRecharge.getHref(), role: 'reviewer' },
  { key: 'withdraw', group: 'review', labelKey: 'console.nav.withdraw', to: paths.consoleWithdraw.getHref(), role: 'reviewer' },
  { key: 'disputes', group: 'review', labelKey: 'console.dispute.arbiter_nav', to: paths.consoleDisputes.getHref(), role: 'reviewer' },
  {
    key: 'shop-applications',
    group: 'review',
    labelKey: 'console.shop_application.nav',
    to: paths.consoleShopApplications.getHref(),
    role: 'reviewer',
  },
  {
    key: 'audit-books',
    group: 'audit',
    labelKey: 'console.nav.books',
    to: paths.consoleAuditBooks.getHref(),
    role: 'auditor',
  },
  {
    key: 'audit-actions',
    group: 'audit',
    labelKey: 'console.staff_actions.nav',
    to: paths.consoleAuditActions.getHref(),
    role: 'auditor',
  },
  { key: 'audit-exports', group: 'audit', labelKey: 'console.exports.nav', to: paths.consoleExports.getHref(), role: 'auditor' },
  {
    key: 'audit-wallet',
    group: 'audit',
    labelKey: 'console.nav.audit_wallet',
    to: paths.consoleAuditWallet.getHref(),
    role: 'auditor',
  },
  {
    key: 'reconcile',
    group: 'audit',
    labelKey: 'console.nav.reconcile',
    to: paths.consoleAuditReconcile.getHref(),
    role: 'auditor',
  },
  // The platform's own staff: the catalogue's structure, content, commission, shops, moderation,
  // people, then the record of their actions and the exports (both also under audit).
  { key: 'categories', group: 'platform', labelKey: 'console.structure.nav_categories', to: paths.consoleCategories.getHref(), role: 'operator' },
  { key: 'brands', group: 'platform', labelKey: 'console.structure.nav_brands', to: paths.consoleBrands.getHref(), role: 'operator' },
  { key: 'content-banners', group: 'platform', labelKey: 'console.content.banners.nav', to: paths.consoleContentBanners.getHref(), role: 'operator' },
  { key: 'content-documents', group: 'platform', labelKey: 'console.content.documents.nav', to: paths.consoleContentDocuments.getHref(), role: 'operator' },
  { key: 'commission', group: 'platform', labelKey: 'console.commission.nav', to: paths.consoleCommission.getHref(), role: 'operator' },
  { key: 'shops', group: 'platform', labelKey: 'console.shops.nav', to: paths.consoleShops.getHref(), role: 'operator' },
  { key: 'moderation', group: 'platform', labelKey: 'console.moderation.nav', to: paths.consoleModeration.getHref(), role: 'operator' },
  { key: 'people', group: 'platform', labelKey: 'console.people.nav', to: paths.consolePeople.getHref(), role: 'operator' },
  { key: 'platform-actions', group: 'platform', labelKey: 'console.staff_actions.nav', to: paths.consoleAuditActions.getHref(), role: 'operator' },
  { key: 'exports', group: 'platform', labelKey: 'console.exports.nav', to: paths.consoleExports.getHref(), role: 'operator' },
  {
    key: 'seller-dashboard',
    group: 'seller',
    labelKey: 'console.seller_dashboard.nav',
    to: paths.consoleSellerDashboard.getHref(),
    role: 'seller',
    end: true,
  },
  {
    key: 'seller-goods',
    group: 'seller',
    labelKey: 'console.goods.nav',
    to: paths.consoleSellerGoods.getHref(),
    role: 'seller',
  },
  {
    key: 'seller-orders',
    group: 'seller',
    labelKey: 'console.nav.seller_orders',
    to: paths.consoleSellerOrders.getHref(),
    role: 'seller',
  },
  {
    key: 'seller-disputes',
    group: 'seller',
    labelKey: 'console.dispute.nav',
    to: paths.consoleSellerDisputes.getHref(),
    role: 'seller',
  },
  {
    key: 'seller-money',
    group: 'seller',
    labelKey: 'console.nav.seller_money',
    to: paths.consoleSellerMoney.getHref(),
    role: 'seller',
  },
  {
    key: 'seller-profile',
    group: 'seller',
    labelKey: 'console.shop_profile.nav',
    to: paths.consoleSellerProfile.getHref(),
    role: 'seller',
  },
  {
    key: 'chat',
    group: 'service',
    labelKey: 'console.chat.nav',
    to: paths.consoleChat.getHref(),
    role: 'agent',
    anyRole: ['agent', 'seller'],
  },
];

export const SECTION_GROUP_LABELS: Record<ConsoleSection['group'], string> = {
  review: 'console.nav.group_review',
  audit: 'console.nav.group_audit',
  platform: 'console.nav.group_platform',
  seller: 'console.nav.group_seller',
  service: 'console.chat.group',
};

/** The sections the user's roles open, each screen once (the record of staff actions and the exports are in two groups). */
export function visibleSections(user: UserInfo | null | undefined): ConsoleSection[] {
  const shown = CONSOLE_SECTIONS.filter((section) =>
    (section.anyRole ?? [section.role]).some((role) => hasRole(user, role)),
  );
  return shown.filter((section, index) => shown.findIndex((other) => other.to === section.to) === index);
}
