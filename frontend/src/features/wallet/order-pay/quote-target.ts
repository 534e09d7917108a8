import type { TransferTarget } from '../connect/use-token-transfer';
import type { ChainPayQuote } from './order-pay-types';

/** Where the quote sends the token, or null when the method lacks what a wallet transfer needs. */
export function transferTargetOf(quote: ChainPayQuote): TransferTarget | null {
  const chain = quote.chain === 'ethereum' || quote.chain === 'tron' ? quote.chain : null;
  if (!chain || !quote.token_contract || typeof quote.decimals !== 'number') return null;
  return { chain, tokenContract: quote.token_contract, recipient: quote.address, decimals: quote.decimals, chainId: quote.chain_id };
}
