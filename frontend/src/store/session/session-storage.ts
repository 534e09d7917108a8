import { DEFAULT_LANGUAGE, isLanguage, type LanguageCode } from '@/shared/i18n/languages';
import { generateGuestSid } from '@/shared/api/guest-sid';
import type { SessionState, UserInfo } from './session-types';

export const STORAGE_KEYS = {
  session: 'bazaar.session',
  userInfo: 'bazaar.user_info',
  rememberMe: 'bazaar.remember_me',
  language: 'bazaar.language',
} as const;

interface StoredSession {
  uid: string;
  sid: string;
  guest: boolean;
}

function readJson(storage: Storage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.sid === 'string' &&
    record.sid.length > 0 &&
    typeof record.uid === 'string' &&
    typeof record.guest === 'boolean'
  );
}

function isUserInfo(value: unknown): value is UserInfo {
  return typeof value === 'object' && value !== null && 'uid' in value && 'email' in value;
}

export function readStoredLanguage(storage: Storage): LanguageCode {
  const language = storage.getItem(STORAGE_KEYS.language);
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function storeLanguage(storage: Storage, language: LanguageCode): void {
  storage.setItem(STORAGE_KEYS.language, language);
}

/** Restores the session from local storage; a visitor without one becomes a fresh guest. */
export function loadSession(storage: Storage): SessionState {
  const stored = readJson(storage, STORAGE_KEYS.session);
  const session: StoredSession = isStoredSession(stored)
    ? stored
    : { uid: '', sid: generateGuestSid(), guest: true };
  const user = readJson(storage, STORAGE_KEYS.userInfo);
  return {
    ...session,
    user: !session.guest && isUserInfo(user) ? user : null,
    rememberMe: storage.getItem(STORAGE_KEYS.rememberMe) === 'true',
    language: readStoredLanguage(storage),
  };
}

export function saveSession(storage: Storage, state: SessionState): void {
  const session: StoredSession = { uid: state.uid, sid: state.sid, guest: state.guest };
  storage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  if (state.user) storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(state.user));
  else storage.removeItem(STORAGE_KEYS.userInfo);
  storage.setItem(STORAGE_KEYS.rememberMe, String(state.rememberMe));
  storeLanguage(storage, state.language);
}
