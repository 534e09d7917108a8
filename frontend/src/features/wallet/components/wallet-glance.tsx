import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format';
import { useGetWealthQuery } from '../api/wallet-api';
import { WalletActions } from './wallet-actions';

/**
 * The wallet at a glance on the account dashboard: the available balance (frozen only when some
 * is), with recharge and withdraw at hand. A failed read says so in place instead of a $0.00.
 */
export function WalletGlance() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useGetWealthQuery(undefined, { refetchOnMountOrArgChange: true });
  let figure;
  if (isLoading) figure = <Skeleton h={32} w={140} />;
  else if (isError || !data)
    figure = (
      <Group gap="xs">
        <Text c="red" size="sm" role="alert">
          {t('common.load_error.title')}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => void refetch()}>
          {t('common.load_error.retry')}
        </Button>
      </Group>
    );
  else
    figure = (
      <Stack gap={0}>
        <Text fz={28} fw={700} lh={1.2} data-testid="dashboard-balance">
          {formatMoney(data.amount)}
        </Text>
        {data.frozen_amount > 0 && (
          <Text size="xs" c="dimmed">
            {t('wallet.glance.frozen', { amount: formatMoney(data.frozen_amount) })}
          </Text>
        )}
      </Stack>
    );
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="wallet-glance-title">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={2} size="h5" c="dimmed" fw={500} id="wallet-glance-title">
            {t('wallet.balance.available')}
          </Title>
          {figure}
        </Stack>
        <WalletActions />
      </Group>
    </Paper>
  );
}
