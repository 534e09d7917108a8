import { loadChainMessages } from '../chain/chain-messages';
import { UserWithdrawPage } from './user-withdraw-page';

/** The route's lazy part: the screen, once the wallet connection's texts are loaded. */
export async function userWithdrawScreen() {
  await loadChainMessages();
  return UserWithdrawPage;
}
