/** Every route path of the storefront, in one place. Names follow spec section 2. */
export const paths = {
  index: '/',
  login: '/login',
  signup: '/signup',
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
  user: '/user',
  userProfile: '/user/profile',
  userOrder: '/user/order',
  userWish: '/user/wish',
  orderTrack: '/order-track',
  postDetail: '/post-detail',
  list: '/list',
  shopList: '/shop-list',
  product: '/product',
  shopIndex: '/shop-index',
  categoryIndex: '/category-index',
  brandIndex: '/brand-index',
  productIndex: '/product-index',
  error404: '/error-404',
} as const;

export type RouteName =
  | 'index'
  | 'login'
  | 'signup'
  | 'forget-password'
  | 'reset-password'
  | 'user'
  | 'user-profile'
  | 'post-detail'
  | 'list'
  | 'shop-list'
  | 'product'
  | 'shop-index'
  | 'category-index'
  | 'brand-index'
  | 'product-index'
  | 'error-404';

/** Route meta carried in React Router's `handle`. */
export interface RouteHandle {
  name: RouteName;
  layout?: 'default' | 'empty';
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).name === 'string';
}

/** Routes whose name starts with user or cart need a logged-in user. */
export function requiresLogin(name: string): boolean {
  return name.startsWith('user') || name.startsWith('cart');
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
