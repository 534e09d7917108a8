import { loadConsoleMessages } from '@/shared/i18n/console-messages';
import { SellerLoginPage } from './components/seller-login-page';

/** The /console/login route's lazy part: the page, once the console's texts are loaded. */
export async function sellerLoginRoute() {
  await loadConsoleMessages();
  return { Component: SellerLoginPage };
}
