import { showNotice } from './notice-host';

export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

export type Notify = (kind: NoticeKind, message: string) => void;

const COLORS: Record<NoticeKind, string> = {
  success: 'green',
  info: 'blue',
  warning: 'yellow',
  error: 'red',
};

/**
 * Shows a toast. The id is derived from the text so that the same warning raised twice at once
 * (parallel calls, StrictMode effects) shows only once.
 */
export const notify: Notify = (kind, message) => {
  showNotice({
    id: `${kind}:${message}`,
    color: COLORS[kind],
    message,
    autoClose: kind === 'error' ? 5000 : 3000,
  });
};

const CARRIED_NOTICE_KEY = 'bazaar.carriedNotice';

/**
 * Shows a toast now and again on the page the coming reload opens: an action that ends in a
 * reload (quitting the account) would otherwise wipe its own confirmation within a second.
 */
export function notifyAcrossReload(kind: NoticeKind, message: string, storage: Storage = window.sessionStorage): void {
  notify(kind, message);
  try {
    storage.setItem(CARRIED_NOTICE_KEY, JSON.stringify({ kind, message }));
  } catch {
    // Storage full or refused (private mode): the toast before the reload is all there is.
  }
}

function isNoticeKind(value: unknown): value is NoticeKind {
  return typeof value === 'string' && value in COLORS;
}

/** Shows, once, the toast the page before a reload left for this one. */
export function showCarriedNotice(storage: Storage = window.sessionStorage): void {
  let carried: unknown;
  try {
    const stored = storage.getItem(CARRIED_NOTICE_KEY);
    storage.removeItem(CARRIED_NOTICE_KEY);
    carried = stored === null ? null : JSON.parse(stored);
  } catch {
    return;
  }
  if (typeof carried !== 'object' || carried === null) return;
  const { kind, message } = carried as { kind?: unknown; message?: unknown };
  if (isNoticeKind(kind) && typeof message === 'string') notify(kind, message);
}
