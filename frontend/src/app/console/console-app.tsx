import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { consoleAccess, type ConsoleRole } from '@/store/session/roles';
import { selectUser } from '@/store/session/session-slice';
import { ConsoleHome } from './console-home';
import { ConsoleLayout } from './console-layout';
import { NoAccess } from './no-access';

// Each screen is its own chunk, fetched when first opened.
const RechargeQueuePage = lazy(async () => ({ default: (await import('@/features/wallet/console/recharge-queue-page')).RechargeQueuePage }));
const RechargeDetailPage = lazy(async () => ({ default: (await import('@/features/wallet/console/recharge-detail-page')).RechargeDetailPage }));
const WithdrawQueuePage = lazy(async () => ({ default: (await import('@/features/wallet/console/withdraw-queue-page')).WithdrawQueuePage }));
const WithdrawDetailPage = lazy(async () => ({ default: (await import('@/features/wallet/console/withdraw-detail-page')).WithdrawDetailPage }));
const ExportsPage = lazy(async () => ({ default: (await import('@/features/books/console/exports/exports-page')).ExportsPage }));
const BooksPage = lazy(async () => ({ default: (await import('@/features/books/console/books-page')).BooksPage }));
const SellerWithdrawPage = lazy(async () => ({ default: (await import('@/features/wallet/console/seller-withdraw-page')).SellerWithdrawPage }));
const MoneyPage = lazy(async () => ({ default: (await import('@/features/books/console/money-page')).MoneyPage }));
const WalletAuditPage = lazy(async () => ({ default: (await import('@/features/wallet/console/wallet-audit-page')).WalletAuditPage }));
const ReconcilePage = lazy(async () => ({ default: (await import('@/features/wallet/console/reconcile-page')).ReconcilePage }));
const ShopApplicationQueuePage = lazy(async () => ({ default: (await import('@/features/shops/console/shop-application-queue-page')).ShopApplicationQueuePage }));
const SellerOrdersPage = lazy(async () => ({ default: (await import('@/features/orders/console/seller-orders-page')).SellerOrdersPage }));
const GoodsListPage = lazy(async () => ({ default: (await import('@/features/catalogue/console/goods-list-page')).GoodsListPage }));
const GoodsFormPage = lazy(async () => ({ default: (await import('@/features/catalogue/console/goods-form-page')).GoodsFormPage }));
const StockHistoryPage = lazy(async () => ({ default: (await import('@/features/catalogue/console/stock-history-page')).StockHistoryPage }));
const SellerOrderDetailPage = lazy(async () => ({
  default: (await import('@/features/orders/console/seller-order-detail-page')).SellerOrderDetailPage,
}));
const SellerDisputesPage = lazy(async () => ({ default: (await import('@/features/orders/console/dispute-list-page')).SellerDisputesPage }));
const SellerDisputePage = lazy(async () => ({ default: (await import('@/features/orders/console/seller-dispute-page')).SellerDisputePage }));
const ArbiterDisputesPage = lazy(async () => ({ default: (await import('@/features/orders/console/dispute-list-page')).ArbiterDisputesPage }));
const ArbiterDisputePage = lazy(async () => ({ default: (await import('@/features/orders/console/arbiter-dispute-page')).ArbiterDisputePage }));
const SellerDashboard = lazy(async () => ({ default: (await import('@/features/shops/console/dashboard/seller-dashboard')).SellerDashboard }));
const ShopProfilePage = lazy(async () => ({ default: (await import('@/features/shops/console/profile/shop-profile-page')).ShopProfilePage }));
const ChatInboxPage = lazy(async () => ({ default: (await import('@/features/chat/console/chat-inbox-page')).ChatInboxPage }));

/** A path of src/config/paths.ts relative to /console, for the console's own <Routes>. */
function under(path: string): string {
  return path.slice(paths.console.path.length + 1);
}

/** Shows the screen only to users holding `role`; others see "no access" inside the console. */
function RequireRole({ role, children }: { role: ConsoleRole; children: ReactNode }) {
  const user = useAppSelector(selectUser);
  return consoleAccess(user, role) === 'granted' ? children : <NoAccess />;
}

/** Shows the screen to users holding any of `roles` (the inbox: agents and sellers). */
function RequireAnyRole({ roles, children }: { roles: readonly ConsoleRole[]; children: ReactNode }) {
  const user = useAppSelector(selectUser);
  return roles.some((role) => consoleAccess(user, role) === 'granted') ? children : <NoAccess />;
}

/**
 * The back office's screens and the role each needs. Its routes live here, in the console's
 * chunk, rather than in the app's route table, so the shop's initial script carries none of them.
 */
export function ConsoleApp() {
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        <Route index element={<ConsoleHome />} />
        <Route
          path={under(paths.consoleRecharge.path)}
          element={
            <RequireRole role="reviewer">
              <RechargeQueuePage />
            </RequireRole>
          }
        />
        <Route
          path={under(paths.consoleRechargeDetail.path)}
          element={
            <RequireRole role="reviewer">
              <RechargeDetailPage />
            </RequireRole>
          }
        />
        <Route
          path={under(paths.consoleWithdraw.path)}
          element={
            <RequireRole role="reviewer">
              <WithdrawQueuePage />
            </RequireRole>
          }
        />
        <Route
          path={under(paths.consoleWithdrawDetail.path)}
          element={
            <RequireRole role="reviewer">
              <WithdrawDetailPage />
            </RequireRole>
          }
        />
        {/* The arbiters' queue of cases, beside the money queues. */}
        <Route path={under(paths.consoleDisputes.path)} element={<RequireRole role="reviewer"><ArbiterDisputesPage /></RequireRole>} />
        <Route path={under(paths.consoleDisputeDetail.path)} element={<RequireRole role="reviewer"><ArbiterDisputePage /></RequireRole>} />
        <Route
          path={under(paths.consoleShopApplications.path)}
          element={
            <RequireRole role="reviewer">
              <ShopApplicationQueuePage />
            </RequireRole>
          }
        />
        <Route
          path={under(paths.consoleAuditWallet.path)}
          element={
            <RequireRole role="auditor">
              <WalletAuditPage />
            </RequireRole>
          }
        />
        <Route
          path={under(paths.consoleAuditReconcile.path)}
          element={
            <RequireRole role="auditor">
              <ReconcilePage />
            </RequireRole>
          }
        />
        <Route path={under(paths.consoleExports.path)} element={<RequireAnyRole roles={['auditor', 'operator']}><ExportsPage /></RequireAnyRole>} />
        <Route
          path={under(paths.consoleAuditBooks.path)}
          element={
            <RequireRole role="auditor">
              <BooksPage />
            </RequireRole>
          }
        />
        <Route
          path={under(paths.consoleSellerDashboard.path)}
          element={
            <RequireRole role="seller">
              <SellerDashboard />
            </RequireRole>
          }
        />
        <Route
          path={under(paths.consoleSellerProfile.path)}
          element={
            <RequireRole role="seller">
              <ShopProfilePage />
            </RequireRole>
          }
        />
        <Route
          path={under(paths.consoleSellerOrderDetail.path)}
          element={
            <RequireRole role="seller">
              <SellerOrderDetailPage />
            </RequireRole>
          }
        />
        <Route
          path={under(paths.consoleSellerOrders.path)}
          element={
            <RequireRole role="seller">
              <SellerOrdersPage />
            </RequireRole>
          }
        />
        <Route path={under(paths.consoleSellerDisputes.path)} element={<RequireRole role="seller"><SellerDisputesPage /></RequireRole>} />
        <Route path={under(paths.consoleSellerDisputeDetail.path)} element={<RequireRole role="seller"><SellerDisputePage /></RequireRole>} />
        <Route
          path={under(paths.consoleSellerGoods.path)}
          element={
            <RequireRole role="seller">
              <GoodsListPage />
            </RequireRole>
          }
        />
        <Route
          path={under(paths.consoleSellerGoodsNew.path)}
          element={
            <RequireRole role="seller">
              <GoodsFormPage />
            </RequireRole>
          }
        />
        <Route
          path={under(paths.consoleSellerGoodsEdit.path)}
          element={
            <RequireRole role="seller">
              <GoodsFormPage />
            </RequireRole>
          }
        />
        <Route
          path={under(paths.consoleSellerGoodsStock.path)}
          element={
            <RequireRole role="seller">
              <StockHistoryPage />
            </RequireRole>
          }
        />
        {/* The seller's money, and withdrawing it without leaving the console. */}
        <Route path={under(paths.consoleSellerMoney.path)} element={<RequireRole role="seller"><MoneyPage /></RequireRole>} />
        <Route path={under(paths.consoleSellerWithdraw.path)} element={<RequireRole role="seller"><SellerWithdrawPage /></RequireRole>} />
        <Route
          path={under(paths.consoleChat.path)}
          element={
            <RequireAnyRole roles={['agent', 'seller']}>
              <ChatInboxPage />
            </RequireAnyRole>
          }
        />
        <Route path="*" element={<Navigate to={paths.error404.path} replace />} />
      </Route>
    </Routes>
  );
}
