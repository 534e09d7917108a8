import type { LanguageCode } from '@/shared/i18n/languages';
import type { components } from '@/api/schema';

/** The `mine/info` answer (docs/api.md, Accounts). */
export type UserInfo = components['schemas']['UserInfoResponse'];

/** What log-in and sign-up answer. */
export type AuthResult = components['schemas']['SignedInResponse'];

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
