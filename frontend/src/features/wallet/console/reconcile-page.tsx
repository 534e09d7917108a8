import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/shared/components/data-table';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatMoney, formatSignedMoney } from '@/shared/format';
import { useGetReconciliationQuery } from './wallet-review-api';
import type { ReconcileDifference } from './wallet-review-types';

function DifferencesTable({ list }: { list: ReconcileDifference[] }) {
  const { t } = useTranslation();
  return (
    <DataTable<ReconcileDifference>
      items={list}
      label={t('console.reconcile.differences')}
      rowKey={(wallet) => wallet.uid}
      columns={[
        {
          key: 'user',
          header: t('console.column.user'),
          role: 'title',
          cell: (wallet) => (
            <>
              <bdi>{wallet.email}</bdi>
              <Text size="xs" c="dimmed" fw={400}>
                {t('console.common.uid', { uid: wallet.uid })}
              </Text>
            </>
          ),
        },
        { key: 'projected_available', header: t('console.reconcile.projected_available'), nowrap: true, cell: (wallet) => formatMoney(wallet.projected.amount) },
        { key: 'replayed_available', header: t('console.reconcile.replayed_available'), nowrap: true, cell: (wallet) => formatMoney(wallet.replayed.amount) },
        { key: 'projected_frozen', header: t('console.reconcile.projected_frozen'), nowrap: true, cell: (wallet) => formatMoney(wallet.projected.frozen_amount) },
        { key: 'replayed_frozen', header: t('console.reconcile.replayed_frozen'), nowrap: true, cell: (wallet) => formatMoney(wallet.replayed.frozen_amount) },
        {
          key: 'difference',
          header: t('console.reconcile.difference'),
          cell: (wallet) => (
            <>
              <Text size="sm" c="red.8" fw={600}>
                {t('console.audit.available')}: <bdi>{formatSignedMoney(wallet.projected.amount - wallet.replayed.amount)}</bdi>
              </Text>
              <Text size="sm" c="red.8" fw={600}>
                {t('console.audit.frozen')}: <bdi>{formatSignedMoney(wallet.projected.frozen_amount - wallet.replayed.frozen_amount)}</bdi>
              </Text>
            </>
          ),
        },
      ]}
    />
  );
}

/** console/audit/reconcile: every wallet's projected balances against its replayed events. */
export function ReconcilePage() {
  const { t } = useTranslation();
  const result = useGetReconciliationQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data } = result;

  let body;
  if (result.isError) {
    body = <LoadFailed error={result.error} onRetry={() => void result.refetch()} />;
  } else if (!data || result.isFetching) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('console.reconcile.running')} />
      </Center>
    );
  } else if (data.list.length === 0) {
    body = (
      <Alert color="green" variant="light" title={t('console.reconcile.all_good')} data-testid="reconcile-ok">
        {t('console.reconcile.checked', { number: data.checked })}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="md">
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('console.reconcile.mismatch', { number: data.list.length })}
        >
          {t('console.reconcile.checked', { number: data.checked })} {t('console.reconcile.mismatch_hint')}
        </Alert>
        <DifferencesTable list={data.list} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('console.reconcile.title')}
        </Title>
        <Button variant="default" onClick={() => void result.refetch()} loading={result.isFetching}>
          {t('console.reconcile.run_again')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('console.reconcile.explain')}
      </Text>
      <Paper withBorder p="md">{body}</Paper>
    </Stack>
  );
}
