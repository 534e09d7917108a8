import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from '@/config/paths';
import type { ConsoleRole } from '@/store/session/roles';

/** A back-office screen: its path, the roles that open it (any of them), and its own chunk. */
export interface ConsoleScreen {
  path: string;
  roles: readonly ConsoleRole[];
  Screen: LazyExoticComponent<ComponentType>;
}

/** A screen fetched when first opened: the module's named export. */
function screen<M>(load: () => Promise<M>, name: keyof M): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const reviewer = ['reviewer'] as const;
const auditor = ['auditor'] as const;
const seller = ['seller'] as const;
const operator = ['operator'] as const;

/**
 * Every back-office screen and who may open it. The routes live in the console's chunk rather
 * than the app's route table, so the shop's initial script carries none of them.
 */
export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  { path: paths.consoleRecharge.path, roles: reviewer, Screen: screen(() => import('@/features/wallet/console/recharge-queue-page'), 'RechargeQueuePage') },
  { path: paths.consoleRechargeDetail.path, roles: reviewer, Screen: screen(() => import('@/features/wallet/console/recharge-detail-page'), 'RechargeDetailPage') },
  { path: paths.consoleWithdraw.path, roles: reviewer, Screen: screen(() => import('@/features/wallet/console/withdraw-queue-page'), 'WithdrawQueuePage') },
  { path: paths.consoleWithdrawDetail.path, roles: reviewer, Screen: screen(() => import('@/features/wallet/console/withdraw-detail-page'), 'WithdrawDetailPage') },
  { path: paths.consoleDisputes.path, roles: reviewer, Screen: screen(() => import('@/features/orders/console/dispute-list-page'), 'ArbiterDisputesPage') },
  { path: paths.consoleDisputeDetail.path, roles: reviewer, Screen: screen(() => import('@/features/orders/console/arbiter-dispute-page'), 'ArbiterDisputePage') },
  {
    path: paths.consoleShopApplications.path,
    roles: reviewer,
    Screen: screen(() => import('@/features/shops/console/shop-application-queue-page'), 'ShopApplicationQueuePage'),
  },
  { path: paths.consoleAuditWallet.path, roles: auditor, Screen: screen(() => import('@/features/wallet/console/wallet-audit-page'), 'WalletAuditPage') },
  { path: paths.consoleAuditReconcile.path, roles: auditor, Screen: screen(() => import('@/features/wallet/console/reconcile-page'), 'ReconcilePage') },
  { path: paths.consoleAuditBooks.path, roles: auditor, Screen: screen(() => import('@/features/books/console/books-page'), 'BooksPage') },
  {
    path: paths.consoleAuditActions.path,
    roles: ['auditor', 'operator'],
    Screen: screen(() => import('@/features/books/console/staff-actions/staff-actions-page'), 'StaffActionsPage'),
  },
  {
    path: paths.consoleExports.path,
    roles: ['auditor', 'operator'],
    Screen: screen(() => import('@/features/books/console/exports/exports-page'), 'ExportsPage'),
  },
  { path: paths.consoleContentBanners.path, roles: operator, Screen: screen(() => import('@/features/site/console/content/banners-page'), 'BannersPage') },
  { path: paths.consoleContentDocuments.path, roles: operator, Screen: screen(() => import('@/features/site/console/content/documents-page'), 'DocumentsPage') },
  { path: paths.consoleSellerDashboard.path, roles: seller, Screen: screen(() => import('@/features/shops/console/dashboard/seller-dashboard'), 'SellerDashboard') },
  { path: paths.consoleSellerProfile.path, roles: seller, Screen: screen(() => import('@/features/shops/console/profile/shop-profile-page'), 'ShopProfilePage') },
  {
    path: paths.consoleSellerOrderDetail.path,
    roles: seller,
    Screen: screen(() => import('@/features/orders/console/seller-order-detail-page'), 'SellerOrderDetailPage'),
  },
  { path: paths.consoleSellerOrders.path, roles: seller, Screen: screen(() => import('@/features/orders/console/seller-orders-page'), 'SellerOrdersPage') },
  { path: paths.consoleSellerDisputes.path, roles: seller, Screen: screen(() => import('@/features/orders/console/dispute-list-page'), 'SellerDisputesPage') },
  { path: paths.consoleSellerDisputeDetail.path, roles: seller, Screen: screen(() => import('@/features/orders/console/seller-dispute-page'), 'SellerDisputePage') },
  { path: paths.consoleSellerGoods.path, roles: seller, Screen: screen(() => import('@/features/catalogue/console/goods-list-page'), 'GoodsListPage') },
  { path: paths.consoleSellerGoodsNew.path, roles: seller, Screen: screen(() => import('@/features/catalogue/console/goods-form-page'), 'GoodsFormPage') },
  { path: paths.consoleSellerGoodsEdit.path, roles: seller, Screen: screen(() => import('@/features/catalogue/console/goods-form-page'), 'GoodsFormPage') },
  { path: paths.consoleSellerGoodsStock.path, roles: seller, Screen: screen(() => import('@/features/catalogue/console/stock-history-page'), 'StockHistoryPage') },
  { path: paths.consoleSellerMoney.path, roles: seller, Screen: screen(() => import('@/features/books/console/money-page'), 'MoneyPage') },
  { path: paths.consoleSellerWithdraw.path, roles: seller, Screen: screen(() => import('@/features/wallet/console/seller-withdraw-page'), 'SellerWithdrawPage') },
  // The platform's own staff (issue 31).
  { path: paths.consolePeople.path, roles: operator, Screen: screen(() => import('@/features/accounts/console/people/people-list-page'), 'PeopleListPage') },
  { path: paths.consolePerson.path, roles: operator, Screen: screen(() => import('@/features/accounts/console/people/person-page'), 'PersonPage') },
  { path: paths.consoleCommission.path, roles: operator, Screen: screen(() => import('@/features/books/console/commission/commission-page'), 'CommissionPage') },
  { path: paths.consoleCategories.path, roles: operator, Screen: screen(() => import('@/features/catalogue/console/structure/category-tree-page'), 'CategoryTreePage') },
  { path: paths.consoleBrands.path, roles: operator, Screen: screen(() => import('@/features/catalogue/console/structure/brand-list-page'), 'BrandListPage') },
  { path: paths.consoleShops.path, roles: operator, Screen: screen(() => import('@/features/shops/console/operator/operator-shops-page'), 'OperatorShopsPage') },
  { path: paths.consoleModeration.path, roles: operator, Screen: screen(() => import('@/features/catalogue/console/moderation/moderation-page'), 'ModerationPage') },
  { path: paths.consoleChat.path, roles: ['agent', 'seller'], Screen: screen(() => import('@/features/chat/console/chat-inbox-page'), 'ChatInboxPage') },
];
