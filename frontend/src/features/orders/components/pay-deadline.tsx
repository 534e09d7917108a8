import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import type { Order } from '../order-status';

/** "Pay before …" on an order awaiting payment; once the deadline has passed (the system cancels
 * it at its next sweep) it says so, since paying would be refused. */
export function PayDeadline({ order }: { order: Order }) {
  const { t } = useTranslation();
  // Read once per mount: the screen refetches the order whenever it is opened again.
  const [openedAt] = useState(() => Date.now());
  const deadline = order.pay_deadline_time;
  if (order.status !== 'wait_payment' || deadline === null) return null;
  const passed = openedAt >= deadline * 1000;
  return (
    <Text size="sm" c={passed ? 'red' : 'orange'} fw={500} data-testid="pay-deadline">
      {passed ? t('order.deadline.passed') : t('order.deadline.pay_before', { time: formatDateTime(deadline) })}
    </Text>
  );
}
