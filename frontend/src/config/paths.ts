/**
 * Every route of the storefront and the back office, in one place (as bulletproof-react's
 * `src/config/paths.ts`): each route's `path`, the pattern the router matches, and `getHref`,
 * the link to it. The router is built from the `path`s (app/route-table.ts, app/console); every
 * link and navigation uses a `getHref`, never a string literal. Names follow spec section 2.
 */

export const REDIRECT_PARAM = 'redirect';

export const POST_RULES = ['about_us', 'terms', 'privacy', 'return', 'faq', 'contact_us'] as const;
export type PostRule = (typeof POST_RULES)[number];

export function isPostRule(value: unknown): value is PostRule {
  return typeof value === 'string' && (POST_RULES as readonly string[]).includes(value);
}

/** The tabs of the balance screen (user-amount): wallet history, recharge list, withdraw list. */
export const WALLET_TABS = ['history', 'recharge', 'withdraw'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];

export function isWalletTab(value: unknown): value is WalletTab {
  return typeof value === 'string' && (WALLET_TABS as readonly string[]).includes(value);
}

/** The address form opened from checkout: saving a new address goes back to checkout with it chosen. */
export const ADDRESS_FROM_CHECKOUT = 'checkout';

/** The list screen's filters (spec section 2): one of categoryId, title, keywords or brandId. */
export interface ListQuery {
  categoryId?: number | string;
  brandId?: number | string;
  title?: string;
  keywords?: string;
}

/** The address form's query: the address to edit (none: a new one), or where it was opened from. */
export interface AddressEditQuery {
  id?: number;
  from?: typeof ADDRESS_FROM_CHECKOUT;
}

type Query = Record<string, string | number | undefined>;

function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A route without parameters: its link is its path. */
function fixed<P extends string>(path: P) {
  return { path, getHref: (): P => path };
}

/** A route whose screen reads its arguments from the query string. */
function queried<P extends string, A extends unknown[]>(path: P, query: (...args: A) => Query) {
  return { path, getHref: (...args: A): string => withQuery(path, query(...args)) };
}

/** A route with one `:param` segment. */
function withParam<P extends string>(path: P, param: string) {
  return { path, getHref: (value: number | string): string => path.replace(`:${param}`, encodeURIComponent(String(value))) };
}

export const paths = {
  index: fixed('/'),
  login: queried('/login', (redirectTo?: string) => ({ [REDIRECT_PARAM]: redirectTo || undefined })),
  signup: fixed('/signup'),
  forgetPassword: fixed('/forget-password'),
  resetPassword: fixed('/reset-password'),
  newsletterConfirm: fixed('/newsletter/confirm'),
  user: fixed('/user'),
  userProfile: fixed('/user/profile'),
  userAmount: queried('/user/amount', (tab?: WalletTab) => ({ tab })),
  userRecharge: fixed('/user/recharge'),
  userWithdraw: fixed('/user/withdraw'),
  userOrder: fixed('/user/order'),
  userOrderDetail: queried('/user/order/detail', (orderId: string) => ({ id: orderId })),
  /** The buyer's case about one order (issue 30). */
  userOrderDispute: queried('/user/order/dispute', (orderId: string) => ({ id: orderId })),
  userWish: fixed('/user/wish'),
  userAddress: fixed('/user/address'),
  userAddressEdit: queried('/user/address-edit', (query: AddressEditQuery = {}) => ({ ...query })),
  userReview: fixed('/user/review'),
  userReviewDetail: queried('/user/review/detail', (commentId: number) => ({ id: commentId })),
  userMerchant: fixed('/user/merchant'),
  orderTrack: fixed('/order-track'),
  orderTrackResult: queried('/order-track-result', (orderSn: string) => ({ order_sn: orderSn })),
  cart: fixed('/cart'),
  /** Checkout with `addressId` chosen (when it is one of the shopper's addresses). */
  cartCheckout: queried('/cart/checkout', (addressId?: number) => ({ address_id: addressId })),
  postDetail: queried('/post-detail', (rule: PostRule) => ({ rule })),
  list: queried('/list', (query: ListQuery = {}) => ({ ...query })),
  shopList: queried('/shop-list', (keywords: string) => ({ keywords })),
  product: queried('/product', (id: number | string) => ({ id })),
  shopIndex: queried('/shop-index', (shopId: number | string) => ({ id: shopId })),
  categoryIndex: fixed('/category-index'),
  brandIndex: fixed('/brand-index'),
  productIndex: fixed('/product-index'),
  error404: fixed('/error-404'),
  // The back office (ours to design, docs/architecture.md): one lazy route, /console/*, whose
  // screens are declared in app/console/console-app.tsx.
  console: fixed('/console'),
  consoleRecharge: fixed('/console/recharge'),
  consoleRechargeDetail: withParam('/console/recharge/:rechargeId', 'rechargeId'),
  consoleWithdraw: fixed('/console/withdraw'),
  consoleWithdrawDetail: withParam('/console/withdraw/:withdrawId', 'withdrawId'),
  /** The arbiters' queue of cases (role reviewer; escalated ones first) and one case to decide. */
  consoleDisputes: queried('/console/disputes', (status?: string) => ({ status })),
  consoleDisputeDetail: withParam('/console/disputes/:orderId', 'orderId'),
  consoleAuditWallet: fixed('/console/audit/wallet'),
  consoleAuditReconcile: fixed('/console/audit/reconcile'),
  consoleAuditBooks: fixed('/console/audit/books'),
  consoleAuditActions: fixed('/console/audit/actions'),
  consoleExports: fixed('/console/exports'),
  // The operators' storefront content: the home page's banners and the six documents.
  consoleContentBanners: fixed('/console/content/banners'),
  consoleContentDocuments: fixed('/console/content/documents'),
  consoleSellerDashboard: fixed('/console/seller'),
  consoleSellerProfile: fixed('/console/seller/profile'),
  /** The seller's order list on one status tab (`?status=`, as the list page reads it). */
  consoleSellerOrders: queried('/console/seller/orders', (status?: string) => ({ status })),
  consoleSellerOrderDetail: withParam('/console/seller/orders/:orderId', 'orderId'),
  /** The cases about the seller's orders, on one status tab, and one case (by its order). */
  consoleSellerDisputes: queried('/console/seller/disputes', (status?: string) => ({ status })),
  consoleSellerDisputeDetail: withParam('/console/seller/disputes/:orderId', 'orderId'),
  consoleSellerMoney: fixed('/console/seller/money'),
  consoleSellerWithdraw: fixed('/console/seller/money/withdraw'),
  consoleSellerGoods: fixed('/console/seller/goods'),
  consoleSellerGoodsNew: fixed('/console/seller/goods/new'),
  consoleSellerGoodsEdit: withParam('/console/seller/goods/:goodsId', 'goodsId'),
  consoleSellerGoodsStock: withParam('/console/seller/goods/:goodsId/stock', 'goodsId'),
  consoleChat: fixed('/console/chat'),
  consoleShopApplications: fixed('/console/shop-applications'),
  /** The operators' people: users found by e-mail, uid or name, and one user's page (issue 31). */
  consolePeople: fixed('/console/people'),
  consolePerson: withParam('/console/people/:uid', 'uid'),
  // The operator's commission rules (issue 31).
  consoleCommission: fixed('/console/commission'),
  /** The operator's category tree and brands (issue 31); the brands searched by `?keywords=`. */
  consoleCategories: fixed('/console/catalogue/categories'),
  consoleBrands: queried('/console/catalogue/brands', (keywords?: string) => ({ keywords: keywords || undefined })),
  // The operators' shops: every shop, suspended or reinstated with a reason.
  consoleShops: queried('/console/shops', (status?: string) => ({ status })),
  /** The operators' queue of reported products: `open` (the default) or `closed`. */
  consoleModeration: queried('/console/moderation', (status?: 'closed') => ({ status })),
  // The merchant link's landing page: outside the lazy /console/* route and open to guests.
  consoleSellerLogin: fixed('/console/login'),
} as const;

/** Only same-site paths are followed after log-in. */
export function safeRedirect(target: string | null, fallback: string = paths.index.getHref()): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}
