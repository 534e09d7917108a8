import { useSyncExternalStore } from 'react';
import type { ChainName } from '@/shared/config/config-types';

/** How the shopper's wallet is reached: an injected EIP-1193 provider, WalletConnect, or TronLink. */
export type WalletKind = 'injected' | 'walletconnect' | 'tronlink';

/** What the screens show of a connected wallet. */
export interface WalletConnection {
  kind: WalletKind;
  chain: ChainName;
  address: string;
  /** The EVM network id the wallet is on; null on TRON. */
  chainId: number | null;
  /** The network's name when known; null: show its id. */
  networkName: string | null;
}

/** A token transfer the wallet is asked to sign: `transfer(recipient, units)` on the contract. */
export interface TokenTransfer {
  tokenContract: string;
  recipient: string;
  units: bigint;
  /** The EVM network it must be sent on (switched to first); null on TRON. */
  chainId: number | null;
}

/** A live connection. Its code (and the wallet library) loads only when the shopper connects. */
export interface WalletSession {
  readonly connection: WalletConnection;
  /** A known network's name (for 'switch to …'), else null. */
  networkName: (chainId: number) => string | null;
  switchNetwork: (chainId: number) => Promise<void>;
  /** Asks the wallet to send the transfer and answers its transaction id once it has one. */
  transferToken: (transfer: TokenTransfer) => Promise<string>;
  /** Tells the wallet the site is done with it (revokes its permission, ends the pairing). */
  disconnect: () => Promise<void>;
}

/** A session reports its wallet's changes (account, network) here; null: the wallet left. */
export type ConnectionChanged = (connection: WalletConnection | null) => void;

// One wallet per browser tab, kept outside the Redux store because a session holds the live
// provider; the three wallet screens share it while the shopper moves between them.
let current: { session: WalletSession; connection: WalletConnection; stop: () => void } | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Opens a session with `open` and makes it the current one, replacing (and disconnecting) any
 * other. `onEnd` is called once when the session ends, however it ends; the screens use it to
 * stop listening for log-out.
 */
export async function startSession(
  open: (changed: ConnectionChanged) => Promise<WalletSession>,
  onEnd: () => void,
): Promise<WalletSession> {
  let session: WalletSession | null = null;
  const report: ConnectionChanged = (connection) => {
    if (!current || current.session !== session) return;
    if (connection === null) void disconnectWallet();
    else {
      current = { ...current, connection };
      changed();
    }
  };
  session = await open(report);
  await disconnectWallet();
  current = { session, connection: session.connection, stop: onEnd };
  changed();
  return session;
}

/** Forgets the wallet and tells it so; what the wallet answers does not matter any more. */
export async function disconnectWallet(): Promise<void> {
  const ending = current;
  if (!ending) return;
  current = null;
  changed();
  ending.stop();
  await ending.session.disconnect().catch(() => undefined);
}

/** The current session, for the actions (pay, switch network); null when none. */
export function currentSession(): WalletSession | null {
  return current?.session ?? null;
}

const connectionSnapshot = (): WalletConnection | null => current?.connection ?? null;

/** The connected wallet as the screens show it, or null; re-renders on every change. */
export function useWalletConnection(): WalletConnection | null {
  return useSyncExternalStore(subscribe, connectionSnapshot);
}
