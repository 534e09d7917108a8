import { createClient, custom, erc20Abi, getAddress, type Address, type Chain } from 'viem';
import { addChain, getChainId, readContract, requestAddresses, switchChain, writeContract } from 'viem/actions';
import { anvil, holesky, mainnet, sepolia } from 'viem/chains';
import type { ChainName } from '@/shared/config/config-types';
import { isValidAddress } from '../chain/chain-rules';
import { UNKNOWN_CHAIN, type Eip1193Provider } from './eip1193';
import { isRejection, WalletProblem } from './wallet-problems';
import type { ConnectionChanged, TokenTransfer, WalletConnection, WalletKind, WalletSession } from './wallet-session';

/** Networks the wallet can be asked to add when it does not know them yet. */
const KNOWN_NETWORKS: readonly Chain[] = [mainnet, sepolia, holesky, anvil];
const ETHEREUM: ChainName = 'ethereum';

function knownNetwork(chainId: number): Chain | undefined {
  return KNOWN_NETWORKS.find((network) => network.id === chainId);
}

function codeOf(error: unknown): unknown {
  for (let step: unknown = error, depth = 0; step && depth < 8; depth += 1) {
    const code = (step as { code?: unknown }).code;
    if (code !== undefined) return code;
    step = (step as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface EvmWallet {
  provider: Eip1193Provider;
  kind: Extract<WalletKind, 'injected' | 'walletconnect'>;
  /** Ends the site's access: revokes the permission (injected) or the pairing (WalletConnect). */
  release: () => Promise<void>;
}

/**
 * Connects an EVM wallet through a viem client over the provider: asks for the account, reads
 * the network, and follows the wallet's account and network changes. The client is viem's bare
 * one with only the actions used here (createWalletClient would carry every wallet action, about
 * 60 KiB more for the shopper to download on connecting).
 */
export async function connectEvmWallet({ provider, kind, release }: EvmWallet, report: ConnectionChanged): Promise<WalletSession> {
  const client = createClient({ transport: custom(provider) });
  const [account] = await requestAddresses(client);
  if (!account) throw new WalletProblem('locked');
  const describe = (address: string, chainId: number): WalletConnection => ({
    kind,
    chain: ETHEREUM,
    address: getAddress(address),
    chainId,
    networkName: knownNetwork(chainId)?.name ?? null,
  });
  let connection = describe(account, await getChainId(client));
  const update = (next: WalletConnection | null): void => {
    if (next) connection = next;
    report(next);
  };
  const onAccounts = (accounts: string[]): void => {
    const [first] = accounts;
    update(first ? describe(first, connection.chainId ?? 0) : null);
  };
  const onNetwork = (chainId: string | number): void => {
    update(describe(connection.address, Number(chainId)));
  };
  const onDisconnect = (): void => {
    update(null);
  };
  provider.on?.('accountsChanged', onAccounts);
  provider.on?.('chainChanged', onNetwork);
  provider.on?.('disconnect', onDisconnect);

  const switchNetwork = async (chainId: number): Promise<void> => {
    try {
      await switchChain(client, { id: chainId });
    } catch (error) {
      const network = knownNetwork(chainId);
      if (codeOf(error) !== UNKNOWN_CHAIN || !network) throw error;
      await addChain(client, { chain: network });
    }
    // Not every wallet announces the change; read it back either way.
    onNetwork(await getChainId(client));
  };

  /** Moves the wallet to the network, or says it stays on another one (declining stays a refusal). */
  const ensureNetwork = async (chainId: number): Promise<void> => {
    if ((await getChainId(client)) === chainId) return;
    try {
      await switchNetwork(chainId);
    } catch (error) {
      if (isRejection(error)) throw error;
      throw new WalletProblem('network', knownNetwork(chainId)?.name ?? String(chainId));
    }
    if ((await getChainId(client)) !== chainId) throw new WalletProblem('network', knownNetwork(chainId)?.name ?? String(chainId));
  };

  /** The account's token balance; null when the wallet cannot read it (the transfer then tells). */
  const tokenBalance = (token: Address, account: Address): Promise<bigint | null> =>
    readContract(client, { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] }).catch(() => null);

  return {
    get connection() {
      return connection;
    },
    networkName: (chainId) => knownNetwork(chainId)?.name ?? null,
    switchNetwork,
    transferToken: async ({ tokenContract, recipient, units, chainId }: TokenTransfer) => {
      if (!isValidAddress(ETHEREUM, tokenContract) || !isValidAddress(ETHEREUM, recipient)) {
        throw new WalletProblem('failed', 'invalid contract or deposit address');
      }
      if (chainId !== null) await ensureNetwork(chainId);
      const account = connection.address as Address;
      const held = await tokenBalance(tokenContract as Address, account);
      if (held !== null && held < units) throw new WalletProblem('balance');
      // Only ever `transfer` to the deposit address: never an allowance for anyone.
      return writeContract(client, {
        account,
        chain: null,
        address: tokenContract as Address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient as Address, units],
      });
    },
    disconnect: async () => {
      provider.removeListener?.('accountsChanged', onAccounts);
      provider.removeListener?.('chainChanged', onNetwork);
      provider.removeListener?.('disconnect', onDisconnect);
      await release();
    },
  };
}
