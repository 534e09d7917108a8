import { Alert, Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { PayProblem } from './use-pay-orders';

/** A refused payment; on 106 the way to recharge, and the note that the orders wait unpaid. */
export function PayProblemAlert({ problem, showOrdersLink = false }: { problem: PayProblem; showOrdersLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={problem.message}>
      {problem.insufficient && (
        <>
          {t('checkout.pay.unpaid_hint')}
          <Group gap="md" mt="xs">
            <Anchor component={Link} to={paths.userRecharge.getHref()} fw={600}>
              {t('checkout.pay.recharge')}
            </Anchor>
            {showOrdersLink && (
              <Anchor component={Link} to={paths.userOrder.getHref()}>
                {t('checkout.pay.my_orders')}
              </Anchor>
            )}
          </Group>
        </>
      )}
    </Alert>
  );
}
