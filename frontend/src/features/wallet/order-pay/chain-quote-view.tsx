import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format';
import type { ChainPayQuote } from './order-pay-types';
import { tokenAmount } from './token-amount';

function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="end" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

export interface ChainQuoteViewProps {
  quote: ChainPayQuote;
  token: string;
  whole: boolean;
  onWholeChange: (whole: boolean) => void;
}

/**
 * What the orders owe, what the Bazaar balance covers and what the wallet sends. With a balance,
 * the shopper may still send the whole amount from the wallet and keep the balance.
 */
export function ChainQuoteView({ quote, token, whole, onWholeChange }: ChainQuoteViewProps) {
  const { t } = useTranslation();
  const fromBalance = whole ? 0 : quote.whole_amount - quote.amount;
  const sent = whole ? quote.whole_amount : quote.amount;
  return (
    <Stack gap={4}>
      <Line label={t('chain.order_pay.owed')} value={formatMoney(quote.whole_amount)} testId="chain-pay-owed" />
      {fromBalance > 0 && <Line label={t('chain.order_pay.from_balance')} value={formatMoney(fromBalance)} testId="chain-pay-from-balance" />}
      <Line label={t('chain.order_pay.from_wallet')} value={tokenAmount(sent, token)} testId="chain-pay-amount" />
      {quote.amount < quote.whole_amount && (
        <Checkbox
          mt="xs"
          checked={whole}
          onChange={(event) => {
            onWholeChange(event.currentTarget.checked);
          }}
          label={t('chain.order_pay.pay_all', { amount: tokenAmount(quote.whole_amount, token) })}
          data-testid="chain-pay-whole"
        />
      )}
      <Text size="xs" c="dimmed">
        {t('chain.order_pay.confirmations', { needed: quote.confirmations ?? 1 })}
      </Text>
    </Stack>
  );
}
