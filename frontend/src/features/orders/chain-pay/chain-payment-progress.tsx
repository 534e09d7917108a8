import '@mantine/core/styles/Progress.css';
import { Group, List, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format';
import { CHAIN_PAYMENT_HINTS, MISMATCH_REASONS, type ChainPayment } from './chain-payment';
import { ChainPaymentBadge } from './chain-payment-badge';

function Confirmations({ payment }: { payment: ChainPayment }) {
  const { t } = useTranslation();
  const needed = Math.max(payment.confirmations_needed, 1);
  const seen = Math.min(payment.confirmations, needed);
  return (
    <Stack gap={4}>
      <Text size="sm" data-testid="chain-payment-confirmations">
        {t('order.chain_payment.confirmations', { seen, needed })}
      </Text>
      <Progress value={(seen / needed) * 100} size="sm" aria-label={t('order.chain_payment.confirmations_label')} />
    </Stack>
  );
}

/** Where the order's payment from the wallet stands: sent, confirming n of m, verified, paid, or why not. */
export function ChainPaymentProgress({ payment }: { payment: ChainPayment }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="chain-payment-title" data-testid="chain-payment">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} id="chain-payment-title">
            {t('order.chain_payment.title')}
          </Text>
          <ChainPaymentBadge payment={payment} />
        </Group>
        <Text size="sm">{t(CHAIN_PAYMENT_HINTS[payment.state], { amount: formatMoney(payment.amount) })}</Text>
        {payment.state === 'confirming' && <Confirmations payment={payment} />}
        {payment.state === 'mismatch' && payment.reasons.length > 0 && (
          <List size="sm" data-testid="chain-payment-reasons">
            {payment.reasons.map((reason) => (
              <List.Item key={reason}>{MISMATCH_REASONS[reason] ? t(MISMATCH_REASONS[reason]) : reason}</List.Item>
            ))}
          </List>
        )}
        <Text size="xs" c="dimmed">
          {t('order.chain_payment.transaction')}{' '}
          {/* A transaction id reads left to right in every language. */}
          <Text component="span" ff="monospace" dir="ltr" style={{ wordBreak: 'break-all', unicodeBidi: 'isolate' }} data-testid="chain-payment-transaction">
            {payment.transaction_id}
          </Text>
        </Text>
      </Stack>
    </Paper>
  );
}
