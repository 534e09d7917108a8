import { loadChainMessages } from '../chain/chain-messages';
import { PayOrdersOnChain } from './pay-orders-on-chain';

/** The lazy part: the payment flow, once the wallet connection's texts are loaded. */
export async function payOrdersOnChainComponent() {
  await loadChainMessages();
  return PayOrdersOnChain;
}
