import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify';
import { useTokenTransfer } from '../connect/use-token-transfer';
import { WalletProblemAlert } from '../components/wallet-problem-alert';
import type { TransferTarget } from '../connect/use-token-transfer';
import type { ChainPayFiled } from './order-pay-types';
import { tokenAmount } from './token-amount';
import { useFileChainPayment } from './use-file-chain-payment';

export interface SendAndFileProps {
  orderIds: string[];
  method: string;
  target: TransferTarget;
  /** The token's symbol, as the button says what is sent. */
  token: string;
  /** The cents the wallet is asked for: the quote's `amount` or its `whole_amount`. */
  cents: number;
  onFiled: (filed: ChainPayFiled) => void;
}

/**
 * Asks the wallet for the one transfer, then files its transaction for the orders. Once the
 * wallet has sent, the wallet is never asked again here: a failed filing is retried with the
 * same transaction, and its id stays on screen so the money can always be traced.
 */
export function SendAndFile({ orderIds, method, target, token, cents, onFiled }: SendAndFileProps) {
  const { t } = useTranslation();
  const transfer = useTokenTransfer();
  const filing = useFileChainPayment();
  const [sent, setSent] = useState<string | null>(null);

  const pay = async (): Promise<void> => {
    const transactionId = sent ?? (await transfer.send(target, cents));
    if (transactionId === null) return;
    setSent(transactionId);
    const filed = await filing.submit({ order_ids: orderIds, method, transaction_id: transactionId, amount: cents });
    if (!filed) return;
    notify('success', t('chain.order_pay.filed'));
    onFiled(filed);
  };

  return (
    <Stack gap={6}>
      <Button loading={transfer.sending || filing.filing} onClick={() => void pay()} data-testid="chain-pay-send">
        {sent ? t('chain.order_pay.file_again') : t('chain.order_pay.send', { amount: tokenAmount(cents, token) })}
      </Button>
      <WalletProblemAlert problem={transfer.problem} />
      {filing.problem && (
        <Alert color="red" variant="light" role="alert" title={filing.problem} data-testid="chain-pay-file-problem">
          {sent && (
            <Text size="sm">
              {t('chain.order_pay.sent_not_filed')}{' '}
              <Text component="span" ff="monospace" dir="ltr" style={{ wordBreak: 'break-all', unicodeBidi: 'isolate' }}>
                {sent}
              </Text>
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
