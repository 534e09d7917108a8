import { useTranslation } from 'react-i18next';
import type { ChainCheck, ChainRecharge } from '../api/wallet-types';
import { useRechargeMethods } from '../hooks/use-recharge-methods';

const UNCHECKED: ChainCheck = { state: 'unchecked', reasons: [], confirmations: 0 };

/** The check a chain recharge carries; off-chain recharges have none. */
export function chainCheckOf(recharge: ChainRecharge): ChainCheck | null {
  if (!recharge.chain) return null;
  return recharge.chain_check ?? UNCHECKED;
}

/** The confirmations the recharge's method waits for (from system/config), when known. */
export function useRequiredConfirmations(method: string): number | null {
  const { methods } = useRechargeMethods();
  return methods.find((each) => each.method === method)?.confirmations ?? null;
}

/** A mismatch reason in the reviewer's language; a code this client does not know, as it is. */
export function useReasonText(): (reason: string) => string {
  const { t } = useTranslation();
  const texts: Record<string, string> = {
    reverted: t('console.chain_check.reason.reverted'),
    no_transfer: t('console.chain_check.reason.no_transfer'),
    wrong_token: t('console.chain_check.reason.wrong_token'),
    wrong_recipient: t('console.chain_check.reason.wrong_recipient'),
    wrong_amount: t('console.chain_check.reason.wrong_amount'),
  };
  return (reason) => texts[reason] ?? reason;
}

/** The system's own decisions (auto-approval of verified recharges) carry reviewer 0 or 'system'. */
export const isSystemReviewer = (uid: number | string): boolean => uid === 0 || uid === 'system';
