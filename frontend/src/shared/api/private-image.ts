import { useSelector } from 'react-redux';
import type { TransportRootState } from './session-ended';

/**
 * The address of a private upload (an ID picture, a recharge proof) for this session: the
 * server serves it only when `?sid=` is the uploader's or a reviewer's session (docs/api.md).
 */
export function privateImageUrl(url: string, sid: string): string {
  if (!url) return '';
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}sid=${encodeURIComponent(sid)}`;
}

/** `privateImageUrl` with the current session's sid; follows log-in and log-out. */
export function usePrivateImageUrl(url: string): string {
  const sid = useSelector((state: TransportRootState) => state.session.sid);
  return privateImageUrl(url, sid);
}
