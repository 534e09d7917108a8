import { useState } from 'react';
import type { ChainName } from '@/shared/config/config-types';
import { tokenUnits } from '../chain/chain-rules';
import { WalletProblem, walletProblem } from './wallet-problems';
import { currentSession } from './wallet-session';

/** Where a payment goes: the method's token contract and deposit address, on its network. */
export interface TransferTarget {
  chain: ChainName;
  tokenContract: string;
  recipient: string;
  decimals: number;
  /** The EVM network id the method names; null: mainnet on Ethereum, none on TRON. */
  chainId: number | null;
}

/** Mainnet, when an Ethereum method names no network. */
const MAINNET = 1;

/**
 * Asks the connected wallet for one token `transfer` of exactly `cents` (in the token's units)
 * to the deposit address. The recharge form and the order's payment both send through here.
 */
export function useTokenTransfer() {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<WalletProblem | null>(null);

  /** The transaction id the wallet answered, or null (the problem says why). */
  const send = async (target: TransferTarget, cents: number): Promise<string | null> => {
    const units = tokenUnits(cents, target.decimals);
    const session = currentSession();
    setProblem(null);
    if (units === null || !session) {
      setProblem(new WalletProblem(units === null ? 'amount' : 'locked'));
      return null;
    }
    setSending(true);
    try {
      const chainId = target.chain === 'ethereum' ? (target.chainId ?? MAINNET) : null;
      return await session.transferToken({ tokenContract: target.tokenContract, recipient: target.recipient, units, chainId });
    } catch (error) {
      setProblem(walletProblem(error));
      return null;
    } finally {
      setSending(false);
    }
  };

  return { send, sending, problem };
}
