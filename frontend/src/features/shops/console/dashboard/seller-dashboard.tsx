import { Anchor, Avatar, Button, Center, Grid, Group, Loader, Paper, SimpleGrid, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/shared/components/load-failed';
import { BestSellers } from './best-sellers';
import { DASHBOARD_DAYS, useGetShopDashboardQuery } from './dashboard-api';
import type { DashboardShop, ShopDashboard } from './dashboard-types';
import { LowStockTable } from './low-stock-table';
import { OrdersChart } from './orders-chart';
import { SuspensionNotice } from './suspension-notice';

function Section({ title, order, children }: { title: string; order: TitleOrder; children: ReactNode }) {
  return (
    <Paper withBorder p="md" h="100%" component="section" aria-label={title}>
      <Title order={order} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

interface WaitingCardProps {
  label: string;
  hint: string;
  count: number;
  to: string;
  testId: string;
  /** Drawn out when not zero: the count waits for the seller (not so the open cases, some of which wait for others). */
  urgent?: boolean;
}

/** Orders (or cases) waiting for the seller's next step, linking to the list that shows them. */
function WaitingCard({ label, hint, count, to, testId, urgent = true }: WaitingCardProps) {
  return (
    <Paper withBorder p="md" data-testid={testId} style={urgent && count > 0 ? { borderColor: 'var(--mantine-color-orange-5)' } : undefined}>
      <Stack gap={6}>
        <Anchor component={Link} to={to} fw={700}>
          {label}
        </Anchor>
        <Text fz={28} fw={700} lh={1}>
          {count}
        </Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Paper>
  );
}

function ShopHeading({ shop, order }: { shop: DashboardShop; order: TitleOrder }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={shop.logo || null} size={48} radius="md" alt="" />
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('console.seller_dashboard.title')}
          </Text>
          <Title order={order} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {shop.name}
          </Title>
        </div>
      </Group>
      <Group gap="xs">
        <Button component={Link} to={paths.consoleSellerProfile.getHref()} variant="default" size="xs">
          {t('console.seller_dashboard.edit_profile')}
        </Button>
        <Button component={Link} to={paths.shopIndex.getHref(shop.shop_id)} variant="subtle" size="xs">
          {t('console.seller_dashboard.view_shop')}
        </Button>
      </Group>
    </Group>
  );
}

function DashboardBody({ dashboard, order }: { dashboard: ShopDashboard; order: TitleOrder }) {
  const { t } = useTranslation();
  const sub = Math.min(order + 1, 6) as TitleOrder;
  return (
    <Stack gap="md">
      <ShopHeading shop={dashboard.shop} order={order} />
      {dashboard.suspension && <SuspensionNotice suspension={dashboard.suspension} />}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <WaitingCard
          label={t('console.seller_dashboard.to_confirm')}
          hint={t('console.seller_dashboard.to_confirm_hint')}
          count={dashboard.to_confirm}
          to={paths.consoleSellerOrders.getHref('wait_confirm')}
          testId="dashboard-to-confirm"
        />
        <WaitingCard
          label={t('console.seller_dashboard.to_ship')}
          hint={t('console.seller_dashboard.to_ship_hint')}
          count={dashboard.to_ship}
          to={paths.consoleSellerOrders.getHref('wait_ship')}
          testId="dashboard-to-ship"
        />
        <WaitingCard
          label={t('console.dispute.dashboard_waiting')}
          hint={t('console.dispute.dashboard_waiting_hint')}
          count={dashboard.disputes_waiting}
          to={paths.consoleSellerDisputes.getHref()}
          testId="dashboard-disputes-waiting"
        />
        <WaitingCard
          label={t('console.dispute.dashboard_open')}
          hint={t('console.dispute.dashboard_open_hint')}
          count={dashboard.disputes_open}
          to={paths.consoleSellerDisputes.getHref()}
          testId="dashboard-disputes-open"
          urgent={false}
        />
      </SimpleGrid>
      <Section title={t('console.seller_dashboard.chart_title', { days: DASHBOARD_DAYS })} order={sub}>
        <OrdersChart days={dashboard.orders_per_day} windowDays={DASHBOARD_DAYS} />
      </Section>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Section title={t('console.seller_dashboard.low_stock_title')} order={sub}>
            <LowStockTable skus={dashboard.low_stock} threshold={dashboard.low_stock_threshold} />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Section title={t('console.seller_dashboard.best_sellers_title')} order={sub}>
            <BestSellers goods={dashboard.best_sellers} />
          </Section>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * console/shop/dashboard: the seller's shop at a glance. Its own screen (/console/seller, heading
 * level 1) and the top of a seller's console home (level 2, under the home's own title).
 */
export function SellerDashboard({ headingOrder = 1 }: { headingOrder?: TitleOrder }) {
  const { t } = useTranslation();
  const dashboard = useGetShopDashboardQuery(DASHBOARD_DAYS, { refetchOnMountOrArgChange: true });
  if (dashboard.data) return <DashboardBody dashboard={dashboard.data} order={headingOrder} />;
  return (
    <Stack gap="md">
      <Title order={headingOrder} size="h2">
        {t('console.seller_dashboard.title')}
      </Title>
      {dashboard.isError ? (
        <LoadFailed error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
    </Stack>
  );
}
