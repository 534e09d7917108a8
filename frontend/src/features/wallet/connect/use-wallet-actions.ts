import { addListener } from '@reduxjs/toolkit';
import { useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { loggedOut } from '@/shared/api/session-ended';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';
import { connectWallet } from './open-session';
import { walletProblem, type WalletProblem } from './wallet-problems';
import { currentSession, disconnectWallet, type WalletKind, type WalletSession } from './wallet-session';

/** Mainnet, when no Ethereum method names a network. */
const DEFAULT_CHAIN_ID = 1;

/**
 * The wallet actions of a screen, each with its pending state and its last problem: connect
 * (listening for log-out while connected, which disconnects), switch network, disconnect, and
 * `run` for an action on the connected wallet (the payment).
 */
export function useWalletActions(chainId: number | null) {
  const dispatch = useAppDispatch();
  const { data: config } = useGetSiteConfigQuery();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<WalletProblem | null>(null);

  async function run<T>(name: string, action: (session: WalletSession | null) => Promise<T>): Promise<T | null> {
    setBusy(name);
    setProblem(null);
    try {
      return await action(currentSession());
    } catch (error) {
      setProblem(walletProblem(error));
      return null;
    } finally {
      setBusy(null);
    }
  }

  const connect = (kind: WalletKind) =>
    run(`connect:${kind}`, () => {
      // Log-out (by the shopper, or the server ending the session) disconnects the wallet.
      const stopListening = dispatch(addListener({ actionCreator: loggedOut, effect: () => void disconnectWallet() }));
      const options = { walletConnectProjectId: config?.walletconnect_project_id ?? null, chainId: chainId ?? DEFAULT_CHAIN_ID };
      return connectWallet(kind, options, stopListening).catch((error: unknown) => {
        stopListening();
        throw error;
      });
    });

  const switchNetwork = (to: number) => run('switch', async (session) => session?.switchNetwork(to));
  const disconnect = () => run('disconnect', () => disconnectWallet());

  return {
    busy,
    problem,
    connect,
    switchNetwork,
    disconnect,
    run,
    walletConnectProjectId: config?.walletconnect_project_id ?? null,
  };
}
