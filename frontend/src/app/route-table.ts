import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { type RouteHandle, type RouteName } from '@/config/route-meta';
import type { AppStore } from './store';

/**
 * A screen's first calls, started from its own module (which brings their endpoints). When the
 * server wrote their answers into the page, the app waits for them before its first render
 * (first-screen.ts), so that render already shows the data: no skeleton commit, no re-render.
 */
export type ScreenStart = (store: AppStore, search: URLSearchParams) => Promise<unknown>;

/**
 * One screen of the storefront: where it is, what it is called (spec section 2), which shell it
 * sits in, whether it needs a logged-in user, and how its code loads on first visit.
 */
export interface RouteEntry {
  /** Absent on the index screen of a parent. */
  path?: string;
  name?: RouteName;
  layout?: RouteHandle['layout'];
  /** 'login': a guest is sent to log in with a way back (spec: user*, cart* and console*). */
  guard?: RouteHandle['guard'];
  /** The screen's component, fetched as its own chunk. */
  load: () => Promise<ComponentType>;
  /** Only on screens whose first answers the server can write (first_view_screens.py). */
  start?: ScreenStart;
  children?: readonly RouteEntry[];
}

const login = 'login' as const;

/**
 * Every screen, in match order. The router is generated from this table (router.tsx); the paths
 * come from src/config/paths.ts. The console's own screens are declared in app/console/console-app.tsx and
 * load with its chunk, so the shop's initial script carries none of them.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    path: paths.index.path,
    name: 'index',
    load: async () => (await import('@/features/catalogue/components/home-page')).HomePage,
    start: async (store) => (await import('@/features/catalogue/components/home-page')).screenStart(store),
  },
  { path: paths.login.path, name: 'login', layout: 'empty', load: async () => (await import('@/features/accounts/components/login-page')).LoginPage },
  { path: paths.signup.path, name: 'signup', layout: 'empty', load: async () => (await import('@/features/accounts/components/signup-page')).SignupPage },
  {
    path: paths.forgetPassword.path,
    name: 'forget-password',
    layout: 'empty',
    load: async () => (await import('@/features/accounts/components/forget-password-page')).ForgetPasswordPage,
  },
  {
    path: paths.resetPassword.path,
    name: 'reset-password',
    layout: 'empty',
    load: async () => (await import('@/features/accounts/components/reset-password-page')).ResetPasswordPage,
  },
  {
    path: paths.newsletterConfirm.path,
    name: 'newsletter-confirm',
    load: async () => (await import('@/features/site/components/newsletter-confirm-page')).NewsletterConfirmPage,
  },
  {
    path: paths.user.path,
    name: 'user',
    guard: login,
    load: async () => (await import('./layout/user-layout')).UserLayout,
    children: [
      { load: async () => (await import('./dashboard/user-dashboard-page')).UserDashboardPage },
      { path: paths.userProfile.path, name: 'user-profile', guard: login, load: async () => (await import('@/features/accounts/components/user-profile-page')).UserProfilePage },
      { path: paths.userAmount.path, name: 'user-amount', guard: login, load: async () => (await import('@/features/wallet/components/user-amount-route')).userAmountScreen() },
      { path: paths.userRecharge.path, name: 'user-recharge', guard: login, load: async () => (await import('@/features/wallet/components/user-recharge-route')).userRechargeScreen() },
      { path: paths.userWithdraw.path, name: 'user-withdraw', guard: login, load: async () => (await import('@/features/wallet/components/user-withdraw-route')).userWithdrawScreen() },
      { path: paths.userWish.path, name: 'user-wish', guard: login, load: async () => (await import('@/features/catalogue/components/user-wish-page')).UserWishPage },
      { path: paths.userAddress.path, name: 'user-address', guard: login, load: async () => (await import('@/features/orders/components/address-list-page')).AddressListPage },
      { path: paths.userAddressEdit.path, name: 'user-address-edit', guard: login, load: async () => (await import('@/features/orders/components/address-edit-page')).AddressEditPage },
      { path: paths.userMerchant.path, name: 'user-merchant', guard: login, load: async () => (await import('@/features/shops/components/user-merchant-page')).UserMerchantPage },
      { path: paths.userReview.path, name: 'user-review', guard: login, load: async () => (await import('@/features/orders/components/user-review-page')).UserReviewPage },
      { path: paths.userReviewDetail.path, name: 'user-review-detail', guard: login, load: async () => (await import('@/features/orders/components/user-review-detail-page')).UserReviewDetailPage },
      { path: paths.userOrder.path, name: 'user-order', guard: login, load: async () => (await import('@/features/orders/components/order-list-page')).OrderListPage },
      { path: paths.userOrderDetail.path, name: 'user-order-detail', guard: login, load: async () => (await import('@/features/orders/components/order-detail-page')).OrderDetailPage },
      { path: paths.userOrderDispute.path, name: 'user-order-dispute', guard: login, load: async () => (await import('@/features/orders/components/user-dispute-page')).UserDisputePage },
    ],
  },
  {
    // Declared before /console/*: the merchant link signs the seller in here, as a guest.
    path: paths.consoleSellerLogin.path,
    name: 'seller-login',
    layout: 'empty',
    load: async () => (await import('@/features/shops/console/seller-login-route')).sellerLoginScreen(),
  },
  {
    // The back office: one entry here; its screens, routes and texts (locales/console) all come
    // with the console chunk on first visit, so the shop's initial script does not grow.
    path: `${paths.console.path}/*`,
    name: 'console',
    layout: 'bare',
    guard: login,
    load: async () => (await import('./console/console-route')).consoleScreen(),
  },
  { path: paths.cart.path, name: 'cart', guard: login, load: async () => (await import('@/features/orders/components/cart-page')).CartPage },
  { path: paths.cartCheckout.path, name: 'cart-checkout', guard: login, load: async () => (await import('@/features/orders/components/checkout-page')).CheckoutPage },
  { path: paths.orderTrack.path, name: 'order-track', load: async () => (await import('@/features/orders/components/order-track-page')).OrderTrackPage },
  {
    path: paths.orderTrackResult.path,
    name: 'order-track-result',
    load: async () => (await import('@/features/orders/components/order-track-result-page')).OrderTrackResultPage,
  },
  { path: paths.postDetail.path, name: 'post-detail', load: async () => (await import('@/features/site/components/post-detail-page')).PostDetailPage },
  {
    path: paths.list.path,
    name: 'list',
    load: async () => (await import('@/features/catalogue/components/list-page')).ListPage,
    start: async (store, search) => (await import('@/features/catalogue/components/list-page')).screenStart(store, search),
  },
  {
    path: paths.product.path,
    name: 'product',
    load: async () => (await import('@/features/catalogue/components/product-page')).ProductPage,
    start: async (store, search) => (await import('@/features/catalogue/components/product-page')).screenStart(store, search),
  },
  { path: paths.shopList.path, name: 'shop-list', load: async () => (await import('@/features/catalogue/components/shop-list-page')).ShopListPage },
  {
    path: paths.shopIndex.path,
    name: 'shop-index',
    load: async () => (await import('@/features/catalogue/components/shop-index-page')).ShopIndexPage,
    start: async (store, search) => (await import('@/features/catalogue/components/shop-index-page')).screenStart(store, search),
  },
  {
    path: paths.categoryIndex.path,
    name: 'category-index',
    load: async () => (await import('@/features/catalogue/components/category-index-page')).CategoryIndexPage,
  },
  { path: paths.brandIndex.path, name: 'brand-index', load: async () => (await import('@/features/catalogue/components/brand-index-page')).BrandIndexPage },
  {
    path: paths.productIndex.path,
    name: 'product-index',
    load: async () => (await import('@/features/catalogue/components/product-index-page')).ProductIndexPage,
  },
  { path: paths.error404.path, name: 'error-404', load: async () => (await import('@/features/site/components/not-found-page')).NotFoundPage },
];
