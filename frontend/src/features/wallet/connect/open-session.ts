import { injectedProvider, type Eip1193Provider } from './eip1193';
import { WalletProblem } from './wallet-problems';
import { startSession, type WalletKind, type WalletSession } from './wallet-session';

/** What connecting needs beyond the kind: WalletConnect's project and the network to pair on. */
export interface ConnectOptions {
  walletConnectProjectId: string | null;
  chainId: number;
}

export function hasTronLink(): boolean {
  return window.tronLink !== undefined || window.tronWeb !== undefined;
}

/** Injected wallets keep a site's permission until it is revoked (EIP-2255); not all support it. */
function revokePermission(provider: Eip1193Provider): () => Promise<void> {
  return async () => {
    await provider
      .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      .catch(() => undefined);
  };
}

/**
 * Connects the wallet of the kind the shopper chose and makes it the tab's wallet. Each kind's
 * code (viem, WalletConnect, TronLink's glue) is imported here, on the click, so no screen
 * carries a wallet library until a wallet is wanted.
 */
export function connectWallet(kind: WalletKind, options: ConnectOptions, onEnd: () => void): Promise<WalletSession> {
  return startSession(async (report) => {
    if (kind === 'tronlink') return (await import('./tron-session')).connectTronLink(report);
    const { connectEvmWallet } = await import('./evm-session');
    if (kind === 'walletconnect') {
      if (!options.walletConnectProjectId) throw new WalletProblem('unavailable');
      const { pairWalletConnect } = await import('./walletconnect-provider');
      return connectEvmWallet(await pairWalletConnect(options.walletConnectProjectId, options.chainId), report);
    }
    const provider = injectedProvider();
    if (!provider) throw new WalletProblem('unavailable');
    return connectEvmWallet({ provider, kind, release: revokePermission(provider) }, report);
  }, onEnd);
}
