import { loadChainMessages } from '../chain/chain-messages';
import { UserAmountPage } from './user-amount-page';

/** The route's lazy part: the screen, once the wallet connection's texts are loaded. */
export async function userAmountScreen() {
  await loadChainMessages();
  return UserAmountPage;
}
