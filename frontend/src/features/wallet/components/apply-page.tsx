import '../wallet-styles';
import { Alert, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { LoadFailed } from '@/shared/components/load-failed';
import type { RechargeMethod } from '@/shared/config/config-types';
import { useGetWealthQuery } from '../api/wallet-api';
import type { Wealth } from '../api/wallet-types';
import { useRechargeMethods } from '../hooks/use-recharge-methods';

export interface ApplyPageProps {
  title: string;
  /** The heading's id (the form names itself after it). */
  titleId: string;
  /** The application form, once the balances and the payment methods are in. */
  renderForm: (wealth: Wealth, methods: RechargeMethod[]) => ReactNode;
}

/** The frame of user-recharge and user-withdraw: the way back, the title, and the waits before the form. */
export function ApplyPage({ title, titleId, renderForm }: ApplyPageProps) {
  const { t } = useTranslation();
  const wealth = useGetWealthQuery(undefined, { refetchOnMountOrArgChange: true });
  const { methods, isLoading: methodsLoading } = useRechargeMethods();

  let body;
  if (wealth.isError) {
    body = (
      <LoadFailed error={wealth.error} onRetry={() => void wealth.refetch()} />
    );
  } else if (!wealth.data || methodsLoading) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (methods.length === 0) {
    body = <Alert color="yellow">{t('wallet.method.none')}</Alert>;
  } else {
    body = renderForm(wealth.data, methods);
  }

  return (
    <Stack gap="md">
      <Breadcrumb
        items={[
          { label: t('user.menu.dashboard'), to: paths.user.getHref() },
          { label: t('user.menu.balance'), to: paths.userAmount.getHref() },
          { label: title },
        ]}
      />
      <Paper withBorder p="xl">
        <Stack gap="md">
          <Title order={1} size="h2" id={titleId}>
            {title}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Stack>
  );
}
