import '../wallet-styles';
import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/routes';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { LoadFailed } from '@/shared/components/load-failed';
import { useGetWealthQuery } from '../api/wallet-api';
import { useRechargeMethods } from '../hooks/use-recharge-methods';
import { FormLoader } from './apply-form-parts';
import { RechargeForm } from './recharge-form';

/** user-recharge: pay to one of the site's addresses, then apply with the transaction id and a proof. */
export function UserRechargePage() {
  const { t } = useTranslation();
  const wealth = useGetWealthQuery(undefined, { refetchOnMountOrArgChange: true });
  const { methods, isLoading: methodsLoading } = useRechargeMethods();
  const limits = wealth.data && {
    min: wealth.data.recharge_min,
    max: wealth.data.recharge_max,
    step: wealth.data.recharge_step,
  };

  let body;
  if (wealth.isError) {
    body = (
      <LoadFailed error={wealth.error} onRetry={() => void wealth.refetch()} />
    );
  } else if (!limits || methodsLoading) {
    body = <FormLoader />;
  } else if (methods.length === 0) {
    body = <Alert color="yellow">{t('wallet.method.none')}</Alert>;
  } else {
    body = <RechargeForm key={`${limits.min}|${limits.max}|${limits.step}`} methods={methods} limits={limits} />;
  }

  return (
    <Stack gap="md">
      <Breadcrumb
        items={[
          { label: t('user.menu.dashboard'), to: paths.user },
          { label: t('user.menu.balance'), to: paths.userAmount },
          { label: t('wallet.recharge.title') },
        ]}
      />
      <Paper withBorder p="xl">
        <Stack gap="md">
          <Title order={1} size="h2" id="recharge-title">
            {t('wallet.recharge.title')}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Stack>
  );
}
