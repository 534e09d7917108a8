import { useTranslation } from 'react-i18next';
import { ApplyPage } from './apply-page';
import { RechargeForm } from './recharge-form';

/** user-recharge: pay to one of the site's addresses, then apply with the transaction id and a proof. */
export function UserRechargePage() {
  const { t } = useTranslation();
  return (
    <ApplyPage
      title={t('wallet.recharge.title')}
      titleId="recharge-title"
      renderForm={(wealth, methods) => {
        const limits = { min: wealth.recharge_min, max: wealth.recharge_max, step: wealth.recharge_step };
        return <RechargeForm key={`${limits.min}|${limits.max}|${limits.step}`} methods={methods} limits={limits} />;
      }}
    />
  );
}
