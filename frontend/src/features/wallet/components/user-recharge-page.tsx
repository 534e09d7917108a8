import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RechargeMethod } from '@/shared/config/config-types';
import type { AmountLimits } from '../amount';
import { useGetRechargeListQuery } from '../api/wallet-api';
import { ApplyPage } from './apply-page';
import { PendingRecharge } from './pending-recharge';
import { RechargeForm } from './recharge-form';

/**
 * The form, unless a recharge is still waiting for review: only one may wait, and a pending one
 * is always the newest (none can be filed after it), so the first of the newest page tells.
 */
function RechargeFormUnlessPending({ methods, limits }: { methods: RechargeMethod[]; limits: AmountLimits }) {
  const { t } = useTranslation();
  const records = useGetRechargeListQuery(1, { refetchOnMountOrArgChange: true });
  if (records.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  const newest = records.data?.list[0];
  // Were the list unreadable, the form still works: the server refuses a second pending one.
  if (newest?.status === 'wait') return <PendingRecharge recharge={newest} />;
  return <RechargeForm key={`${limits.min}|${limits.max}|${limits.step}`} methods={methods} limits={limits} />;
}

/** user-recharge: pay to one of the site's addresses, then apply with the transaction id and a proof. */
export function UserRechargePage() {
  const { t } = useTranslation();
  return (
    <ApplyPage
      title={t('wallet.recharge.title')}
      titleId="recharge-title"
      renderForm={(wealth, methods) => (
        <RechargeFormUnlessPending
          methods={methods}
          limits={{ min: wealth.recharge_min, max: wealth.recharge_max, step: wealth.recharge_step }}
        />
      )}
    />
  );
}
