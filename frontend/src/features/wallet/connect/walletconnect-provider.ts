import type { EvmWallet } from './evm-session';
import type { Eip1193Provider } from './eip1193';

/**
 * Pairs a wallet through WalletConnect (its QR-code dialog) for the given network. The library
 * is large, so it is imported here, on the shopper's click, and never with a screen.
 */
export async function pairWalletConnect(projectId: string, chainId: number): Promise<EvmWallet> {
  const { EthereumProvider } = await import('@walletconnect/ethereum-provider');
  const provider = await EthereumProvider.init({ projectId, optionalChains: [chainId], showQrModal: true });
  await provider.connect();
  return {
    provider: provider as unknown as Eip1193Provider,
    kind: 'walletconnect',
    release: () => provider.disconnect(),
  };
}
