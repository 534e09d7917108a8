/** What the header cart icon does (spec section 2, Cart drawer). */
export type CartOpenAction = 'none' | 'login' | 'navigate' | 'drawer';

/**
 * From the cart screen nothing happens; the drawer needs log-in, so a guest is sent to log in;
 * from home the icon goes to the cart screen; anywhere else it opens the drawer.
 */
export function cartOpenAction(routeName: string | undefined, loggedIn: boolean): CartOpenAction {
  if (routeName === 'cart') return 'none';
  if (!loggedIn) return 'login';
  if (routeName === 'index') return 'navigate';
  return 'drawer';
}

/** The drawer slides in from the inline end, where the cart icon sits: right, or left in RTL. */
export function drawerSide(direction: 'ltr' | 'rtl'): 'left' | 'right' {
  return direction === 'rtl' ? 'left' : 'right';
}

/** Spec section 9. */
export const CART_DRAWER_WIDTH = '32%';

/** Phones: below Mantine's sm breakpoint a third of the screen is too narrow for a cart line. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** The drawer's width: the spec's third of the screen, or all of a phone's. */
export function cartDrawerSize(onPhone: boolean): string {
  return onPhone ? '100%' : CART_DRAWER_WIDTH;
}
