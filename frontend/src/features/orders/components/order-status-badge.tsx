import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, isOrderStatus } from '../order-status';

export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!isOrderStatus(status)) return <Badge variant="light">{status}</Badge>;
  return (
    <Badge variant="light" color={ORDER_STATUS_COLORS[status]}>
      {t(ORDER_STATUS_LABELS[status])}
    </Badge>
  );
}
