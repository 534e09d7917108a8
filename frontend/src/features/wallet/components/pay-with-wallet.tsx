import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RechargeMethod } from '@/shared/config/config-types';
import { notify } from '@/shared/notify';
import { chainOf, tokenUnits } from '../chain/chain-rules';
import { WalletProblem, walletProblem } from '../connect/wallet-problems';
import { currentSession } from '../connect/wallet-session';
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
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<WalletProblem | null>(null);
  const chain = chainOf(method);
  if (!chain || !method.token_contract || typeof method.decimals !== 'number') return null;
  const { token_contract: tokenContract, decimals } = method;

  const pay = async (): Promise<void> => {
    const cents = amountCents();
    if (cents === null) return;
    const units = tokenUnits(cents, decimals);
    const session = currentSession();
    setProblem(null);
    if (units === null || !session) {
      setProblem(new WalletProblem(units === null ? 'amount' : 'locked'));
      return;
    }
    setPaying(true);
    try {
      const chainId = chain === 'ethereum' ? (method.chain_id ?? 1) : null;
      const transactionId = await session.transferToken({ tokenContract, recipient: method.address, units, chainId });
      onPaid(transactionId);
      notify('success', t('chain.pay.sent'));
    } catch (error) {
      setProblem(walletProblem(error));
    } finally {
      setPaying(false);
    }
  };

  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {t('chain.pay.hint', { token: method.token || method.name || method.method })}
      </Text>
      <Button loading={paying} onClick={() => void pay()} w="fit-content" data-testid="wallet-pay">
        {t('chain.pay.button')}
      </Button>
      <WalletProblemAlert problem={problem} />
    </Stack>
  );
}
