import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The ways to add and take out money, beside a balance. */
export function WalletActions() {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button component={Link} to={paths.userRecharge.getHref()}>
        {t('wallet.balance.recharge')}
      </Button>
      <Button component={Link} to={paths.userWithdraw.getHref()} variant="default">
        {t('wallet.balance.withdraw')}
      </Button>
    </Group>
  );
}
