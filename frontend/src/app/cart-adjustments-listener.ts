import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { authApi } from '@/features/accounts/api/auth-api';
import { notifyCartAdjustments } from '@/features/orders/components/cart-adjustments';
import { i18n } from '@/shared/i18n/i18n';

/**
 * Log-in and sign-up answer with the guest cart lines that did not carry over in full; the
 * cart tells the shopper which. Composed here so accounts and orders need not know each other.
 */
export function listenForCartAdjustments(listener: ListenerMiddlewareInstance): void {
  const signedIn = isAnyOf(authApi.endpoints.login.matchFulfilled, authApi.endpoints.signup.matchFulfilled);
  listener.startListening({
    matcher: signedIn,
    effect: (action) => {
      if (signedIn(action)) notifyCartAdjustments(i18n.t, action.payload.cart_adjustments);
    },
  });
}
