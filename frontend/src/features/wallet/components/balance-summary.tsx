import { Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format';
import type { Wealth } from '../api/wallet-types';
import { WalletActions } from './wallet-actions';

function Figure({ label, cents, loading }: { label: string; cents: number | undefined; loading: boolean }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {loading ? (
        <Skeleton h={32} w={140} />
      ) : (
        <Text fz={28} fw={700} lh={1.2}>
          {formatMoney(cents)}
        </Text>
      )}
    </Stack>
  );
}

/** Available and frozen balances, with the ways to add and take out money. */
export function BalanceSummary({ wealth, loading }: { wealth: Wealth | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" component="section" aria-label={t('wallet.balance.title')}>
      <Group justify="space-between" align="flex-end" gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xl">
          <Figure label={t('wallet.balance.available')} cents={wealth?.amount} loading={loading} />
          <Figure label={t('wallet.balance.frozen')} cents={wealth?.frozen_amount} loading={loading} />
        </SimpleGrid>
        <WalletActions />
      </Group>
      <Text size="xs" c="dimmed" mt="md">
        {t('wallet.balance.frozen_hint')}
      </Text>
    </Paper>
  );
}
