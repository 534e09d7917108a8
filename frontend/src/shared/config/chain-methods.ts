import type { ChainName, RechargeMethod } from './config-types';

/** A method's chain; off-chain methods (and an older server's answer) have none. */
export function chainOf(method: RechargeMethod | undefined): ChainName | null {
  return method?.chain === 'ethereum' || method?.chain === 'tron' ? method.chain : null;
}

/**
 * The methods a connected wallet can pay with: on a chain, with the token's contract and
 * decimals configured (the wallet is asked for a `transfer` on that contract).
 */
export function walletPayMethods(methods: readonly RechargeMethod[]): RechargeMethod[] {
  return methods.filter((method) => chainOf(method) !== null && Boolean(method.token_contract) && typeof method.decimals === 'number');
}
