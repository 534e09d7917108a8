import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHAIN_PAYMENT_COLORS, CHAIN_PAYMENT_LABELS, type ChainPayment } from './chain-payment';

/** The chain payment's state in a word (the order list's cards, the order page's panel). */
export function ChainPaymentBadge({ payment }: { payment: ChainPayment }) {
  const { t } = useTranslation();
  return (
    <Badge color={CHAIN_PAYMENT_COLORS[payment.state]} variant="light" data-testid="chain-payment-state">
      {t(CHAIN_PAYMENT_LABELS[payment.state])}
    </Badge>
  );
}
