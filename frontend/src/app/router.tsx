import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { layoutOptionsReset } from './layout-options-slice';
import { RootLayout } from './layout/root-layout';
import { paths, type RouteHandle } from './routes';
import type { AppStore } from './store';
import { RouteFallback } from './layout/route-fallback';

const handle = (name: RouteHandle['name'], layout?: RouteHandle['layout']): RouteHandle =>
  layout ? { name, layout } : { name };

/**
 * Every screen loads on first visit (`lazy`): the initial script holds only the shell (layouts,
 * header, providers, store, i18n), and each page brings its own code and component styles.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      hydrateFallbackElement: <RouteFallback />,
      children: [
        {
          path: paths.index,
          handle: handle('index'),
          lazy: async () => ({ Component: (await import('@/features/catalogue/components/home-page')).HomePage }),
        },
        {
          path: paths.login,
          handle: handle('login', 'empty'),
          lazy: async () => ({ Component: (await import('@/features/auth/components/login-page')).LoginPage }),
        },
        {
          path: paths.signup,
          handle: handle('signup', 'empty'),
          lazy: async () => ({ Component: (await import('@/features/auth/components/signup-page')).SignupPage }),
        },
        {
          path: paths.forgetPassword,
          handle: handle('forget-password', 'empty'),
          lazy: async () => ({
            Component: (await import('@/features/auth/components/forget-password-page')).ForgetPasswordPage,
          }),
        },
        {
          path: paths.resetPassword,
          handle: handle('reset-password', 'empty'),
          lazy: async () => ({
            Component: (await import('@/features/auth/components/reset-password-page')).ResetPasswordPage,
          }),
        },
        {
          path: paths.user,
          handle: handle('user'),
          lazy: async () => ({ Component: (await import('@/features/user/components/user-layout')).UserLayout }),
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('@/features/user/components/user-dashboard-page')).UserDashboardPage,
              }),
            },
            {
              path: paths.userProfile,
              handle: handle('user-profile'),
              lazy: async () => ({
                Component: (await import('@/features/user/components/user-profile-page')).UserProfilePage,
              }),
            },
            {
              path: paths.userAmount,
              handle: handle('user-amount'),
              lazy: async () => ({
                Component: (await import('@/features/wallet/components/user-amount-page')).UserAmountPage,
              }),
            },
            {
              path: paths.userRecharge,
              handle: handle('user-recharge'),
              lazy: async () => ({
                Component: (await import('@/features/wallet/components/user-recharge-page')).UserRechargePage,
              }),
            },
            {
              path: paths.userWithdraw,
              handle: handle('user-withdraw'),
              lazy: async () => ({
                Component: (await import('@/features/wallet/components/user-withdraw-page')).UserWithdrawPage,
              }),
            },
            {
              path: paths.userWish,
              handle: handle('user-wish'),
              lazy: async () => ({
                Component: (await import('@/features/catalogue/components/user-wish-page')).UserWishPage,
              }),
            },
            {
              path: paths.userAddress,
              handle: handle('user-address'),
              lazy: async () => ({
                Component: (await import('@/features/address/components/address-list-page')).AddressListPage,
              }),
            },
            {
              path: paths.userAddressEdit,
              handle: handle('user-address-edit'),
              lazy: async () => ({
                Component: (await import('@/features/address/components/address-edit-page')).AddressEditPage,
              }),
            },
            {
              path: paths.userMerchant,
              handle: handle('user-merchant'),
              lazy: async () => ({
                Component: (await import('@/features/merchant/components/user-merchant-page')).UserMerchantPage,
              }),
            },
            {
              path: paths.userReview,
              handle: handle('user-review'),
              lazy: async () => ({
                Component: (await import('@/features/review/components/user-review-page')).UserReviewPage,
              }),
            },
            {
              path: paths.userReviewDetail,
              handle: handle('user-review-detail'),
              lazy: async () => ({
                Component: (await import('@/features/review/components/user-review-detail-page')).UserReviewDetailPage,
              }),
            },
            {
              path: paths.userOrder,
              handle: handle('user-order'),
              lazy: async () => ({
                Component: (await import('@/features/order/components/order-list-page')).OrderListPage,
              }),
            },
            {
              path: paths.userOrderDetail,
              handle: handle('user-order-detail'),
              lazy: async () => ({
                Component: (await import('@/features/order/components/order-detail-page')).OrderDetailPage,
              }),
            },
          ],
        },
        {
          // Declared before /console/*: the merchant link signs the seller in here, as a guest.
          path: paths.consoleSellerLogin,
          handle: handle('seller-login', 'empty'),
          lazy: async () => (await import('@/features/console/seller-login-route')).sellerLoginRoute(),
        },
        {
          // The back office: one entry here; its screens, routes and texts (locales/console) all
          // come with the console chunk on first visit, so the shop's initial script does not grow.
          path: `${paths.console}/*`,
          handle: handle('console', 'bare'),
          lazy: async () => (await import('@/features/console/console-route')).consoleRoute(),
        },
        {
          path: paths.cart,
          handle: handle('cart'),
          lazy: async () => ({ Component: (await import('@/features/cart/components/cart-page')).CartPage }),
        },
        {
          path: paths.cartCheckout,
          handle: handle('cart-checkout'),
          lazy: async () => ({
            Component: (await import('@/features/order/components/checkout-page')).CheckoutPage,
          }),
        },
        {
          path: paths.orderTrack,
          handle: handle('order-track'),
          lazy: async () => ({
            Component: (await import('@/features/order/components/order-track-page')).OrderTrackPage,
          }),
        },
        {
          path: paths.orderTrackResult,
          handle: handle('order-track-result'),
          lazy: async () => ({
            Component: (await import('@/features/order/components/order-track-result-page')).OrderTrackResultPage,
          }),
        },
        {
          path: paths.postDetail,
          handle: handle('post-detail'),
          lazy: async () => ({
            Component: (await import('@/features/content/components/post-detail-page')).PostDetailPage,
          }),
        },
        {
          path: paths.list,
          handle: handle('list'),
          lazy: async () => ({ Component: (await import('@/features/catalogue/components/list-page')).ListPage }),
        },
        {
          path: paths.product,
          handle: handle('product'),
          lazy: async () => ({ Component: (await import('@/features/catalogue/components/product-page')).ProductPage }),
        },
        {
          path: paths.shopList,
          handle: handle('shop-list'),
          lazy: async () => ({
            Component: (await import('@/features/catalogue/components/shop-list-page')).ShopListPage,
          }),
        },
        {
          path: paths.shopIndex,
          handle: handle('shop-index'),
          lazy: async () => ({
            Component: (await import('@/features/catalogue/components/shop-index-page')).ShopIndexPage,
          }),
        },
        {
          path: paths.categoryIndex,
          handle: handle('category-index'),
          lazy: async () => ({
            Component: (await import('@/features/catalogue/components/category-index-page')).CategoryIndexPage,
          }),
        },
        {
          path: paths.brandIndex,
          handle: handle('brand-index'),
          lazy: async () => ({
            Component: (await import('@/features/catalogue/components/brand-index-page')).BrandIndexPage,
          }),
        },
        {
          path: paths.productIndex,
          handle: handle('product-index'),
          lazy: async () => ({
            Component: (await import('@/features/catalogue/components/product-index-page')).ProductIndexPage,
          }),
        },
        {
          path: paths.error404,
          handle: handle('error-404'),
          lazy: async () => ({
            Component: (await import('@/features/errors/components/not-found-page')).NotFoundPage,
          }),
        },
        { path: '*', element: <Navigate to={paths.error404} replace /> },
      ],
    },
  ];
}

type RouterFactory = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;


/**
 * Builds the data router (history mode, base "/") and resets the default-layout options on
 * every route change, before the new page renders and applies its own.
 */
export function createAppRouter(store: AppStore, factory: RouterFactory = (routes) => createBrowserRouter(routes)) {
  const router = factory(createRoutes());
  let lastKey = router.state.location.key;
  router.subscribe((state) => {
    if (state.location.key === lastKey) return;
    lastKey = state.location.key;
    store.dispatch(layoutOptionsReset());
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
