import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WalletProblem } from '../connect/wallet-problems';

/** Why the last wallet action failed, in the shopper's language. */
export function WalletProblemAlert({ problem }: { problem: WalletProblem | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  const messages = {
    unavailable: t('chain.problem.unavailable'),
    rejected: t('chain.problem.rejected'),
    locked: t('chain.problem.locked'),
    amount: t('chain.problem.amount'),
    network: t('chain.problem.network', { network: problem.message }),
    balance: t('chain.problem.balance'),
    failed: t('chain.problem.failed', { detail: problem.message }),
  };
  return (
    <Alert color="red" variant="light" role="alert" data-testid="wallet-problem">
      {messages[problem.reason]}
    </Alert>
  );
}
