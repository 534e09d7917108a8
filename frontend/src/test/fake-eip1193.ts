import type { Eip1193Provider } from '@/features/wallet/connect/eip1193';

/** One request the page made of the wallet. */
export interface WalletRequest {
  method: string;
  params: unknown;
}

export interface FakeWalletOptions {
  /** The account the wallet holds (lower case, as wallets answer). */
  account?: string;
  /** The network the wallet starts on. */
  chainId?: number;
  /** The hash eth_sendTransaction answers. */
  transactionHash?: string;
  /** Methods that fail, with the EIP-1193 error code they fail with. */
  failing?: Record<string, number>;
  /**
   * The account's balance of any token, in its units, answered to `balanceOf` (eth_call); left
   * out, eth_call is refused as unsupported, as by a wallet that only signs.
   */
  tokenBalance?: bigint;
}

/** ERC-20's `balanceOf(address)`. */
const BALANCE_OF = '0x70a08231';

/**
 * A stand-in for the browser's wallet (EIP-1193 is the browser's interface, so a double is the
 * honest test of the page's side): it answers accounts, the network, switching, sending and
 * revoking, records every request and emits `chainChanged` as a wallet does. Anything else is
 * refused with 4200 (unsupported method), so an unexpected request fails the test.
 */
export function fakeWallet({
  account = '0x90f8bf6a479f320ead074411a4b0e7944ea8c9c1',
  chainId = 31337,
  transactionHash = `0x${'ab'.repeat(32)}`,
  failing = {},
  tokenBalance,
}: FakeWalletOptions = {}) {
  const requests: WalletRequest[] = [];
  const listeners = new Map<string, Set<(...args: never[]) => void>>();
  let network = chainId;
  const emit = (event: string, value: unknown): void => {
    for (const listener of listeners.get(event) ?? []) (listener as (arg: unknown) => void)(value);
  };
  const answer = (method: string, params: unknown): unknown => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [account];
      case 'eth_chainId':
        return `0x${network.toString(16)}`;
      case 'wallet_switchEthereumChain': {
        network = Number.parseInt((params as [{ chainId: string }])[0].chainId, 16);
        emit('chainChanged', `0x${network.toString(16)}`);
        return null;
      }
      case 'eth_sendTransaction':
        return transactionHash;
      case 'wallet_revokePermissions':
        return null;
      case 'eth_call': {
        const [call] = params as [{ data?: string; input?: string }];
        if (tokenBalance === undefined || !(call.data ?? call.input ?? '').startsWith(BALANCE_OF)) break;
        return `0x${tokenBalance.toString(16).padStart(64, '0')}`;
      }
    }
    throw Object.assign(new Error(`unsupported method ${method}`), { code: 4200 });
  };
  const provider: Eip1193Provider = {
    request: ({ method, params }) => {
      requests.push({ method, params });
      const code = failing[method];
      if (code !== undefined) return Promise.reject(Object.assign(new Error(`${method} failed`), { code }));
      try {
        return Promise.resolve(answer(method, params));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener);
    },
  };
  return {
    provider,
    requests,
    methods: () => requests.map((request) => request.method),
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    emit,
  };
}
