import { Alert, Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ReviewStatusBadge } from '@/shared/approval/review-status-badge';
import { formatDateTime, formatMoney } from '@/shared/format';
import type { RechargeRecord } from '../api/wallet-types';
import { useRechargeMethods } from '../hooks/use-recharge-methods';
import { CopyValue } from './copy-value';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * A recharge waiting for review, shown instead of the form: only one may wait at a time (30902),
 * so the shopper learns it before filling anything in.
 */
export function PendingRecharge({ recharge }: { recharge: RechargeRecord }) {
  const { t } = useTranslation();
  const { nameOf } = useRechargeMethods();
  return (
    <Alert color="blue" variant="light" title={t('wallet.recharge.pending_title')} data-testid="pending-recharge">
      <Stack gap="md">
        <Text size="sm">{t('wallet.recharge.pending_explain')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <Fact label={t('wallet.column.amount')}>{formatMoney(recharge.amount)}</Fact>
          <Fact label={t('wallet.column.method')}>{nameOf(recharge.method)}</Fact>
          <Fact label={t('wallet.column.time')}>{formatDateTime(recharge.add_time)}</Fact>
          <Fact label={t('wallet.column.status')}>
            <Group gap="xs">
              <ReviewStatusBadge status={recharge.status} />
            </Group>
          </Fact>
        </SimpleGrid>
        {recharge.reference && (
          <CopyValue
            label={t('wallet.bank.reference')}
            value={recharge.reference}
            copyLabel={t('wallet.bank.copy_reference')}
            code
            testId="pending-reference"
          />
        )}
        <Anchor component={Link} to={paths.userAmount.getHref('recharge')} size="sm">
          {t('wallet.recharge.pending_records')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
