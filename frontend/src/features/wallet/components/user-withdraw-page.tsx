import '../wallet-styles';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/routes';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatMoney } from '@/shared/format';
import { useGetWealthQuery } from '../api/wallet-api';
import { useRechargeMethods } from '../hooks/use-recharge-methods';
import { FormLoader } from './apply-form-parts';
import { WithdrawForm } from './withdraw-form';

/** user-withdraw: take money out of the available balance; it is frozen until a reviewer pays it. */
export function UserWithdrawPage() {
  const { t } = useTranslation();
  const wealth = useGetWealthQuery(undefined, { refetchOnMountOrArgChange: true });
  const { methods, isLoading: methodsLoading } = useRechargeMethods();
  const limits = wealth.data && {
    min: wealth.data.withdraw_min,
    max: wealth.data.withdraw_max,
    step: wealth.data.withdraw_step,
  };

  let body;
  if (wealth.isError) {
    body = (
      <LoadFailed error={wealth.error} onRetry={() => void wealth.refetch()} />
    );
  } else if (!wealth.data || !limits || methodsLoading) {
    body = <FormLoader />;
  } else if (methods.length === 0) {
    body = <Alert color="yellow">{t('wallet.method.none')}</Alert>;
  } else {
    body = (
      <>
        <Group gap="xl" data-testid="withdraw-balances">
          <Text>
            {t('wallet.balance.available')}: <strong>{formatMoney(wealth.data.amount)}</strong>
          </Text>
          <Text c="dimmed">
            {t('wallet.balance.frozen')}: {formatMoney(wealth.data.frozen_amount)}
          </Text>
        </Group>
        <WithdrawForm
          key={`${limits.min}|${limits.max}|${limits.step}|${wealth.data.amount}`}
          methods={methods}
          limits={limits}
          available={wealth.data.amount}
        />
      </>
    );
  }

  return (
    <Stack gap="md">
      <Breadcrumb
        items={[
          { label: t('user.menu.dashboard'), to: paths.user },
          { label: t('user.menu.balance'), to: paths.userAmount },
          { label: t('wallet.withdraw.title') },
        ]}
      />
      <Paper withBorder p="xl">
        <Stack gap="md">
          <Title order={1} size="h2" id="withdraw-title">
            {t('wallet.withdraw.title')}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Stack>
  );
}
