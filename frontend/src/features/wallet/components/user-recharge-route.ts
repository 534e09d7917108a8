import { loadChainMessages } from '../chain/chain-messages';
import { UserRechargePage } from './user-recharge-page';

/** The route's lazy part: the screen, once the wallet connection's texts are loaded. */
export async function userRechargeScreen() {
  await loadChainMessages();
  return UserRechargePage;
}
