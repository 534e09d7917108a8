import '../wallet-styles';
import { Alert, Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatMoney } from '@/shared/format';
import { useGetWealthQuery } from '../api/wallet-api';
import { WithdrawForm } from '../components/withdraw-form';
import { useRechargeMethods } from '../hooks/use-recharge-methods';

/**
 * console/seller/money/withdraw: the seller takes their balance out without leaving the console,
 * with the shopper's own form (and its confirmation); filed, it goes back to the money screen.
 */
export function SellerWithdrawPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wealth = useGetWealthQuery(undefined, { refetchOnMountOrArgChange: true });
  const { methods, isLoading: methodsLoading } = useRechargeMethods();

  let body;
  if (wealth.isError) {
    body = <LoadFailed error={wealth.error} onRetry={() => void wealth.refetch()} />;
  } else if (!wealth.data || methodsLoading) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (methods.length === 0) {
    body = <Alert color="yellow">{t('wallet.method.none')}</Alert>;
  } else {
    const data = wealth.data;
    const limits = { min: data.withdraw_min, max: data.withdraw_max, step: data.withdraw_step };
    body = (
      <>
        <Group gap="xl" data-testid="withdraw-balances">
          <Text>
            {t('wallet.balance.available')}: <strong>{formatMoney(data.amount)}</strong>
          </Text>
          <Text c="dimmed">
            {t('wallet.balance.frozen')}: {formatMoney(data.frozen_amount)}
          </Text>
        </Group>
        <WithdrawForm
          key={`${limits.min}|${limits.max}|${limits.step}|${data.amount}`}
          methods={methods}
          limits={limits}
          available={data.amount}
          onSubmitted={() => void navigate(paths.consoleSellerMoney.getHref())}
        />
      </>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2" id="withdraw-title">
          {t('console.money.withdraw_title')}
        </Title>
        <Anchor component={Link} to={paths.consoleSellerMoney.getHref()} size="sm">
          {t('console.money.back_to_money')}
        </Anchor>
      </Group>
      <Paper withBorder p="md" maw={640}>
        <Stack gap="md">{body}</Stack>
      </Paper>
    </Stack>
  );
}
