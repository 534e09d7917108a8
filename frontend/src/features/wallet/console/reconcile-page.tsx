import '@mantine/core/styles/Table.css';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatMoney, formatSignedMoney } from '@/shared/format';
import { useGetReconciliationQuery } from './wallet-review-api';
import type { ReconcileDifference } from './wallet-review-types';

function DifferencesTable({ list }: { list: ReconcileDifference[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table striped verticalSpacing="xs" aria-label={t('console.reconcile.differences')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('console.column.user')}</Table.Th>
            <Table.Th>{t('console.reconcile.projected_available')}</Table.Th>
            <Table.Th>{t('console.reconcile.replayed_available')}</Table.Th>
            <Table.Th>{t('console.reconcile.projected_frozen')}</Table.Th>
            <Table.Th>{t('console.reconcile.replayed_frozen')}</Table.Th>
            <Table.Th>{t('console.reconcile.difference')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((wallet) => (
            <Table.Tr key={String(wallet.uid)}>
              <Table.Td>
                <bdi>{wallet.email}</bdi>
                <Text size="xs" c="dimmed">
                  {t('console.common.uid', { uid: wallet.uid })}
                </Text>
              </Table.Td>
              <Table.Td>{formatMoney(wallet.projected.amount)}</Table.Td>
              <Table.Td>{formatMoney(wallet.replayed.amount)}</Table.Td>
              <Table.Td>{formatMoney(wallet.projected.frozen_amount)}</Table.Td>
              <Table.Td>{formatMoney(wallet.replayed.frozen_amount)}</Table.Td>
              <Table.Td>
                <Text size="sm" c="red.8" fw={600}>
                  {t('console.audit.available')}:{' '}
                  <bdi>{formatSignedMoney(wallet.projected.amount - wallet.replayed.amount)}</bdi>
                </Text>
                <Text size="sm" c="red.8" fw={600}>
                  {t('console.audit.frozen')}:{' '}
                  <bdi>{formatSignedMoney(wallet.projected.frozen_amount - wallet.replayed.frozen_amount)}</bdi>
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
