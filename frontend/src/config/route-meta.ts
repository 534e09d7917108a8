// Route meta: the names of the screens (spec section 2) and what the router carries in a route's
// `handle`; the paths themselves are in paths.ts beside this file.

export type RouteName =
  | 'index'
  | 'login'
  | 'signup'
  | 'forget-password'
  | 'reset-password'
  | 'newsletter-confirm'
  | 'user'
  | 'user-profile'
  | 'user-amount'
  | 'user-recharge'
  | 'user-withdraw'
  | 'user-order'
  | 'user-order-detail'
  | 'user-order-dispute'
  | 'user-wish'
  | 'user-address'
  | 'user-address-edit'
  | 'user-review'
  | 'user-review-detail'
  | 'user-merchant'
  | 'order-track'
  | 'order-track-result'
  | 'cart'
  | 'cart-checkout'
  | 'post-detail'
  | 'list'
  | 'shop-list'
  | 'product'
  | 'shop-index'
  | 'category-index'
  | 'brand-index'
  | 'product-index'
  | 'error-404'
  | 'console'
  | 'seller-login';

/** Route meta carried in React Router's `handle`. */
export interface RouteHandle {
  name: RouteName;
  /** 'bare': the screen brings its own shell (the console's AppShell). */
  layout?: 'default' | 'empty' | 'bare';
  /** 'login': the screen (and every screen under it) needs a logged-in user. */
  guard?: 'login';
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).name === 'string';
}

/** Routes whose name starts with user or cart (spec) or console (back office) need a logged-in user. */
export function requiresLogin(name: string): boolean {
  return name.startsWith('user') || name.startsWith('cart') || name.startsWith('console');
}
