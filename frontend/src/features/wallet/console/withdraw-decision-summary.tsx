import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format';
import { shortId } from '@/shared/approval/application-id';
import type { DecisionKind } from '@/shared/approval/decision';
import { useRechargeMethods } from '../hooks/use-recharge-methods';
import type { ReviewWithdraw } from './wallet-review-types';

/** What the decision dialog says of a withdrawal, in the queue and on its own page alike. */
export function WithdrawDecisionSummary({ withdraw, kind }: { withdraw: ReviewWithdraw; kind: DecisionKind | null }) {
  const { t } = useTranslation();
  const { nameOf } = useRechargeMethods();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {t('console.withdraw.summary', {
          amount: formatMoney(withdraw.amount),
          email: withdraw.email,
          id: shortId(withdraw.withdraw_id),
        })}
      </Text>
      <Text size="sm">
        {nameOf(withdraw.method)} · <bdi style={{ wordBreak: 'break-all' }}>{withdraw.address}</bdi>
      </Text>
      {withdraw.to_deposit_address && (
        <Text size="xs" c="red" data-testid="deposit-address-warning">
          {t('console.withdraw.deposit_address_hint')}
        </Text>
      )}
      {kind === 'approve' && (
        <Text size="xs" c="dimmed">
          {t('console.withdraw.approve_hint')}
        </Text>
      )}
    </Stack>
  );
}
