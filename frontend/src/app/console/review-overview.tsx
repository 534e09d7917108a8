import { Anchor, Badge, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/shared/components/load-failed';
import { OVERVIEW_QUEUES, useGetConsoleOverviewQuery, type OverviewQueue, type QueueCount } from './overview-api';

const QUEUES: Record<OverviewQueue, { labelKey: string; to: string; byAge: boolean }> = {
  recharges: { labelKey: 'console.nav.recharge', to: paths.consoleRecharge.getHref(), byAge: true },
  withdrawals: { labelKey: 'console.nav.withdraw', to: paths.consoleWithdraw.getHref(), byAge: true },
  shop_applications: { labelKey: 'console.shop_application.nav', to: paths.consoleShopApplications.getHref(), byAge: true },
  // The arbiters' queue lists the escalated cases, oldest move last; it has no age filter.
  disputes: { labelKey: 'console.dispute.arbiter_nav', to: paths.consoleDisputes.getHref(), byAge: false },
};

function QueueCard({ queue, count, slaHours }: { queue: OverviewQueue; count: QueueCount; slaHours: number }) {
  const { t } = useTranslation();
  const { labelKey, to, byAge } = QUEUES[queue];
  const late = count.overdue > 0;
  return (
    <Paper
      withBorder
      p="md"
      data-testid={`overview-${queue}`}
      data-overdue={late || undefined}
      style={late ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap={6}>
        <Anchor component={Link} to={to} fw={700}>
          {t(labelKey)}
        </Anchor>
        <Text fz={28} fw={700} lh={1}>
          {count.waiting}
        </Text>
        <Text size="sm" c="dimmed">
          {t('console.home.waiting')}
        </Text>
        {late ? (
          <Anchor component={Link} to={byAge && slaHours > 0 ? `${to}?age=${slaHours}` : to} size="sm">
            <Badge color="red" variant="filled">
              {t('console.home.overdue', { count: count.overdue })}
            </Badge>
          </Anchor>
        ) : (
          <Text size="sm" c="green.8">
            {t('console.home.none_overdue')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The reviewer's queues at a glance: waiting and overdue counts, each linking to its queue. */
export function ReviewOverview() {
  const { t } = useTranslation();
  const overview = useGetConsoleOverviewQuery(undefined, { refetchOnMountOrArgChange: true });
  let body;
  if (overview.isError) body = <LoadFailed error={overview.error} onRetry={() => void overview.refetch()} />;
  else if (!overview.data) {
    body = (
      <Center py="lg">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else {
    const data = overview.data;
    body = (
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {OVERVIEW_QUEUES.map((queue) => (
            <QueueCard key={queue} queue={queue} count={data[queue]} slaHours={data.sla_hours} />
          ))}
        </SimpleGrid>
        {data.sla_hours > 0 && (
          <Text size="xs" c="dimmed">
            {t('console.home.sla', { hours: data.sla_hours })}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <section>
      <Group mb="sm">
        <Title order={2} size="h4">
          {t('console.home.review_title')}
        </Title>
      </Group>
      {body}
    </section>
  );
}
