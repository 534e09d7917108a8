import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chainOf } from '@/shared/config/chain-methods';
import type { RechargeMethod } from '@/shared/config/config-types';
import { notify } from '@/shared/notify';
import { useTokenTransfer } from '../connect/use-token-transfer';
import { WalletProblemAlert } from './wallet-problem-alert';

export interface PayWithWalletProps {
  method: RechargeMethod;
  /** The amount in cents once the form accepts it (it shows its own error otherwise), else null. */
  amountCents: () => number | null;
  /** Receives the transaction id the wallet answered. */
  onPaid: (transactionId: string) => void;
}

/**
 * Sends the method's token from the connected wallet to the deposit address: an ERC-20 or
 * TRC-20 `transfer` on the configured contract (never an approval), for exactly the amount.
 */
export function PayWithWallet({ method, amountCents, onPaid }: PayWithWalletProps) {
  const { t } = useTranslation();
  const { send, sending, problem } = useTokenTransfer();
  const chain = chainOf(method);
  if (!chain || !method.token_contract || typeof method.decimals !== 'number') return null;
  const target = { chain, tokenContract: method.token_contract, recipient: method.address, decimals: method.decimals, chainId: method.chain_id ?? null };

  const pay = async (): Promise<void> => {
    const cents = amountCents();
    if (cents === null) return;
    const transactionId = await send(target, cents);
    if (transactionId === null) return;
    onPaid(transactionId);
    notify('success', t('chain.pay.sent'));
  };

  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {t('chain.pay.hint', { token: method.token || method.name || method.method })}
      </Text>
      <Button loading={sending} onClick={() => void pay()} w="fit-content" data-testid="wallet-pay">
        {t('chain.pay.button')}
      </Button>
      <WalletProblemAlert problem={problem} />
    </Stack>
  );
}
