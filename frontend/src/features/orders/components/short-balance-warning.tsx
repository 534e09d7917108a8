import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/shared/format';

/**
 * Said before "Place order" when the wallet holds less than the order's final total: how much is
 * missing and where to recharge. Placing stays allowed, since an order is saved unpaid and can be
 * paid from its page before its deadline; the shopper should know that before, not after.
 */
export function ShortBalanceWarning({ total, balance }: { total: number; balance: number }) {
  const { t } = useTranslation();
  if (balance >= total) return null;
  return (
    <Alert color="yellow" variant="light" role="status" title={t('checkout.short.title')} data-testid="short-balance">
      <Text size="sm">
        {t('checkout.short.body', { shortfall: formatMoney(total - balance), balance: formatMoney(balance), total: formatMoney(total) })}
      </Text>
      <Anchor component={Link} to={paths.userRecharge.getHref()} size="sm" fw={600}>
        {t('checkout.short.recharge')}
      </Anchor>
    </Alert>
  );
}
