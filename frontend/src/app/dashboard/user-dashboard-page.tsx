import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserGreeting } from '@/features/accounts/components/user-greeting';
import { RecentOrders } from '@/features/orders/components/recent-orders';
import { WalletGlance } from '@/features/wallet/components/wallet-glance';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { DashboardShortcuts } from './dashboard-shortcuts';

/**
 * The account dashboard (route user): greeting, the wallet, shortcuts and the latest orders.
 * It composes three features, so it lives in app/ (a feature must not import another), and it
 * stays a lazy route: its code loads with the first visit to /user.
 */
export function UserDashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Breadcrumb items={[{ label: t('user.menu.dashboard') }]} />
      <UserGreeting />
      <WalletGlance />
      <DashboardShortcuts />
      <RecentOrders />
    </Stack>
  );
}
