/** Every route path of the storefront, in one place. Names follow spec section 2. */
export const paths = {
  index: '/',
  login: '/login',
  signup: '/signup',
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
  newsletterConfirm: '/newsletter/confirm',
  user: '/user',
  userProfile: '/user/profile',
  userAmount: '/user/amount',
  userRecharge: '/user/recharge',
  userWithdraw: '/user/withdraw',
  userOrder: '/user/order',
  userOrderDetail: '/user/order/detail',
  userWish: '/user/wish',
  userAddress: '/user/address',
  userAddressEdit: '/user/address-edit',
  userReview: '/user/review',
  userReviewDetail: '/user/review/detail',
  userMerchant: '/user/merchant',
  orderTrack: '/order-track',
  orderTrackResult: '/order-track-result',
  cart: '/cart',
  cartCheckout: '/cart/checkout',
  postDetail: '/post-detail',
  list: '/list',
  shopList: '/shop-list',
  product: '/product',
  shopIndex: '/shop-index',
  categoryIndex: '/category-index',
  brandIndex: '/brand-index',
  productIndex: '/product-index',
  error404: '/error-404',
  // The back office (ours to design, docs/architecture.md): one lazy route, /console/*, whose
  // screens are declared in app/console/console-app.tsx.
  console: '/console',
  consoleRecharge: '/console/recharge',
  consoleRechargeDetail: '/console/recharge/:rechargeId',
  consoleWithdraw: '/console/withdraw',
  consoleWithdrawDetail: '/console/withdraw/:withdrawId',
  consoleAuditWallet: '/console/audit/wallet',
  consoleAuditReconcile: '/console/audit/reconcile',
  consoleAuditBooks: '/console/audit/books',
  consoleSellerDashboard: '/console/seller',
  consoleSellerProfile: '/console/seller/profile',
  consoleSellerOrders: '/console/seller/orders',
  consoleSellerOrderDetail: '/console/seller/orders/:orderId',
  consoleSellerMoney: '/console/seller/money',
  consoleSellerWithdraw: '/console/seller/money/withdraw',
  consoleSellerGoods: '/console/seller/goods',
  consoleSellerGoodsNew: '/console/seller/goods/new',
  consoleSellerGoodsEdit: '/console/seller/goods/:goodsId',
  consoleSellerGoodsStock: '/console/seller/goods/:goodsId/stock',
  consoleChat: '/console/chat',
  consoleShopApplications: '/console/shop-applications',
  // The merchant link's landing page: outside the lazy /console/* route and open to guests.
  consoleSellerLogin: '/console/login',
} as const;

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

export const REDIRECT_PARAM = 'redirect';

export function loginPath(redirectTo?: string): string {
  return redirectTo ? `${paths.login}?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTo }).toString()}` : paths.login;
}

/** Only same-site paths are followed after log-in. */
export function safeRedirect(target: string | null, fallback: string = paths.index): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}

export const POST_RULES = ['about_us', 'terms', 'privacy', 'return', 'faq', 'contact_us'] as const;
export type PostRule = (typeof POST_RULES)[number];

export function isPostRule(value: unknown): value is PostRule {
  return typeof value === 'string' && (POST_RULES as readonly string[]).includes(value);
}

export function postPath(rule: PostRule): string {
  return `${paths.postDetail}?rule=${rule}`;
}

/** The list screen's filters (spec section 2): one of categoryId, title, keywords or brandId. */
export interface ListQuery {
  categoryId?: number | string;
  brandId?: number | string;
  title?: string;
  keywords?: string;
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function listPath(query: ListQuery = {}): string {
  return withQuery(paths.list, { ...query });
}

export function productPath(id: number | string): string {
  return withQuery(paths.product, { id });
}

export function shopPath(shopId: number | string): string {
  return withQuery(paths.shopIndex, { id: shopId });
}

export function shopListPath(keywords: string): string {
  return withQuery(paths.shopList, { keywords });
}

/** The tabs of the balance screen (user-amount): wallet history, recharge list, withdraw list. */
export const WALLET_TABS = ['history', 'recharge', 'withdraw'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];

export function isWalletTab(value: unknown): value is WalletTab {
  return typeof value === 'string' && (WALLET_TABS as readonly string[]).includes(value);
}

export function userAmountPath(tab?: WalletTab): string {
  return withQuery(paths.userAmount, { tab });
}

export function consoleRechargeDetailPath(rechargeId: number | string): string {
  return paths.consoleRechargeDetail.replace(':rechargeId', encodeURIComponent(String(rechargeId)));
}

export function consoleWithdrawDetailPath(withdrawId: number | string): string {
  return paths.consoleWithdrawDetail.replace(':withdrawId', encodeURIComponent(String(withdrawId)));
}

export function consoleSellerGoodsEditPath(goodsId: number | string): string {
  return paths.consoleSellerGoodsEdit.replace(':goodsId', encodeURIComponent(String(goodsId)));
}

export function consoleSellerGoodsStockPath(goodsId: number | string): string {
  return paths.consoleSellerGoodsStock.replace(':goodsId', encodeURIComponent(String(goodsId)));
}

export function consoleSellerOrderDetailPath(orderId: string): string {
  return paths.consoleSellerOrderDetail.replace(':orderId', encodeURIComponent(orderId));
}

/** The seller's order list on one status tab (`?status=`, as the list page reads it). */
export function consoleSellerOrdersPath(status?: string): string {
  return withQuery(paths.consoleSellerOrders, { status });
}

export function userOrderDetailPath(orderId: string): string {
  return withQuery(paths.userOrderDetail, { id: orderId });
}

export function orderTrackResultPath(orderSn: string): string {
  return withQuery(paths.orderTrackResult, { order_sn: orderSn });
}

/** The address form: a new address without an id, else the address to edit. */
export function userAddressEditPath(addressId?: number): string {
  return withQuery(paths.userAddressEdit, { id: addressId });
}

/** The address form opened from checkout: saving a new address goes back to checkout with it chosen. */
export const ADDRESS_FROM_CHECKOUT = 'checkout';

export function userAddressAddFromCheckoutPath(): string {
  return withQuery(paths.userAddressEdit, { from: ADDRESS_FROM_CHECKOUT });
}

/** Checkout with `addressId` chosen (when it is one of the shopper's addresses). */
export function cartCheckoutPath(addressId?: number): string {
  return withQuery(paths.cartCheckout, { address_id: addressId });
}
