import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A payout to one of the platform's own deposit addresses would pay the platform, not the user. */
export function DepositAddressFlag() {
  const { t } = useTranslation();
  return (
    <Badge color="red" variant="filled" data-testid="deposit-address-flag" title={t('console.withdraw.deposit_address_hint')}>
      {t('console.withdraw.deposit_address_flag')}
    </Badge>
  );
}
