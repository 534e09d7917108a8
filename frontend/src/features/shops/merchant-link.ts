import type { UserInfo } from '@/store/session/session-types';

/** shop_state of an active shop (`mine/info`): the user may go to the seller site. */
export const SHOP_ACTIVE = 1;

export const SHOP_TOKEN_PARAM = 'shop_token';

/** The seller site's sign-in path, relative to `seller_url`. */
export const SELLER_LOGIN_PATH = '/login';

/**
 * The "go to merchant" link (spec 1): `seller_url`, the log-in path and the one-time
 * `shop_token`. The token rides in the fragment, which browsers never send to a server or in a
 * Referer header. Null unless the user's shop is active and a token came with the user info.
 */
export function merchantLink(user: UserInfo | null | undefined): string | null {
  if (!user || user.shop_state !== SHOP_ACTIVE || !user.shop_token || !user.seller_url) return null;
  const base = user.seller_url.replace(/\/+$/, '');
  return `${base}${SELLER_LOGIN_PATH}#${SHOP_TOKEN_PARAM}=${encodeURIComponent(user.shop_token)}`;
}

/** The token of a merchant link's fragment (`#shop_token=...`), or '' when there is none. */
export function shopTokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get(SHOP_TOKEN_PARAM) ?? '';
}
