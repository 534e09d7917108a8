import { loadConsoleMessages } from '@/shared/i18n/console-messages';
import { SellerLoginPage } from './seller-login-page';

/** The /console/login route's lazy part: the page, once the console's texts are loaded. */
export async function sellerLoginScreen() {
  await loadConsoleMessages();
  return SellerLoginPage;
}
