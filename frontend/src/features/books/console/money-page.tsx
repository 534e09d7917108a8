import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatMoney } from '@/shared/format';
import { ShopCommissionRate } from './commission/shop-commission';
import { useGetShopSummaryQuery } from './money-api';
import type { ShopSummary } from './money-types';
import { SettlementsChart } from './settlements-chart';
import { SettlementsTable } from './settlements-table';
import { Section } from '@/shared/components/section';

function Figure({ label, cents, testId, strong = false }: { label: string; cents: number; testId: string; strong?: boolean }) {
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={strong ? 'lg' : 'md'} c={strong ? 'orange.8' : undefined} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{formatMoney(cents)}</bdi>
      </Text>
    </Paper>
  );
}

/** The shop's sales and the seller's own wallet, with the way to withdraw it. */
function Summary({ summary }: { summary: ShopSummary }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        <Figure label={t('console.money.sales_total')} cents={summary.sales_total} testId="money-sales" />
        <Figure label={t('console.money.escrow')} cents={summary.escrow} testId="money-escrow" />
        <Figure label={t('console.money.settled_total')} cents={summary.settled_total} testId="money-settled" />
        <Figure label={t('console.money.commission_total')} cents={summary.commission_total} testId="money-commission" />
        <Figure label={t('console.money.balance')} cents={summary.balance} testId="money-balance" strong />
        <Figure label={t('console.money.frozen')} cents={summary.frozen} testId="money-frozen" />
      </SimpleGrid>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
          {t('console.money.withdraw_hint')}
        </Text>
        <Button component={Link} to={paths.consoleSellerWithdraw.getHref()} color="orange">
          {t('console.money.withdraw')}
        </Button>
      </Group>
      <ShopCommissionRate commission={summary.commission} />
    </Stack>
  );
}

/** console/shop/*: the seller's money: sales, escrow, settlements and commission, and the balance to withdraw. */
export function MoneyPage() {
  const { t } = useTranslation();
  const summary = useGetShopSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  let body;
  if (summary.isError) body = <LoadFailed error={summary.error} onRetry={() => void summary.refetch()} />;
  else if (!summary.data) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else body = <Summary summary={summary.data} />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {summary.data ? t('console.money.title_of', { shop: summary.data.shop_name }) : t('console.money.title')}
      </Title>
      <Paper withBorder p="md">{body}</Paper>
      <Section title={t('console.money.chart_title')}>
        <SettlementsChart />
      </Section>
      <Section title={t('console.money.settlements_title')}>
        <SettlementsTable />
      </Section>
    </Stack>
  );
}
