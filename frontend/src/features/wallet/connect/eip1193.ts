/** The browser's wallet interface (EIP-1193), as far as these screens use it. */
export interface Eip1193Provider {
  request: (args: { method: string; params?: unknown }) => Promise<unknown>;
  on?: (event: string, listener: (...args: never[]) => void) => unknown;
  removeListener?: (event: string, listener: (...args: never[]) => void) => unknown;
}

declare global {
  interface Window {
    /** Injected by an EVM wallet extension (MetaMask, Rabby, …) or a test's provider. */
    ethereum?: Eip1193Provider;
  }
}

/** The wallet the browser injected, if any. */
export function injectedProvider(): Eip1193Provider | null {
  return typeof window !== 'undefined' && window.ethereum ? window.ethereum : null;
}

/** EIP-1193's 'user rejected the request'. */
export const USER_REJECTED = 4001;
/** EIP-3326's 'this chain is not added to the wallet'. */
export const UNKNOWN_CHAIN = 4902;
