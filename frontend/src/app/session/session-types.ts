import type { CartAdjustment } from '@/features/orders/components/cart-adjustments';
import type { LanguageCode } from '@/shared/i18n/languages';

/** The `mine/info` answer (docs/api.md). */
export interface UserInfo {
  uid: string | number;
  email: string;
  nickname: string;
  avatar: string;
  avatar_url: string;
  phone: string;
  /** 0 no shop, 2 under review, 1 active, 3 rejected. */
  shop_state: number;
  shop_token: string;
  seller_url: string;
  roles: string[];
}

/** What log-in and sign-up answer. */
export interface AuthResult {
  sid: string;
  uid: string | number;
  user_info: UserInfo;
  /** Guest cart lines that did not carry over in full (absent from older servers). */
  cart_adjustments?: CartAdjustment[];
}

export interface SessionState {
  uid: string;
  sid: string;
  guest: boolean;
  user: UserInfo | null;
  rememberMe: boolean;
  language: LanguageCode;
}

export interface SessionRootState {
  session: SessionState;
}
