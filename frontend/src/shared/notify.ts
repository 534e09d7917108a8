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
