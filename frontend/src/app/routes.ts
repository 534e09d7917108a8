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
