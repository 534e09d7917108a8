import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format';
import { ApplyPage } from './apply-page';
import { WithdrawForm } from './withdraw-form';

/** user-withdraw: take money out of the available balance; it is frozen until a reviewer pays it. */
export function UserWithdrawPage() {
  const { t } = useTranslation();
  return (
    <ApplyPage
      title={t('wallet.withdraw.title')}
      titleId="withdraw-title"
      renderForm={(wealth, methods) => {
        const limits = { min: wealth.withdraw_min, max: wealth.withdraw_max, step: wealth.withdraw_step };
        return (
          <>
            <Group gap="xl" data-testid="withdraw-balances">
              <Text>
                {t('wallet.balance.available')}: <strong>{formatMoney(wealth.amount)}</strong>
              </Text>
              <Text c="dimmed">
                {t('wallet.balance.frozen')}: {formatMoney(wealth.frozen_amount)}
              </Text>
            </Group>
            <WithdrawForm
              key={`${limits.min}|${limits.max}|${limits.step}|${wealth.amount}`}
              methods={methods}
              limits={limits}
              available={wealth.amount}
            />
          </>
        );
      }}
    />
  );
}
