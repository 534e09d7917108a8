import { useSelector } from 'react-redux';
import type { TransportRootState } from './session-ended';

/** A download's query: empty values are left out. */
export type DownloadParams = Record<string, string | number | null | undefined>;

/**
 * The link of a download (`GET /api/<path>`, docs/api.md "Downloads"): a browser follows it, so
 * the session travels as `?sid=`, and the screen's filters as the other query parameters.
 */
export function downloadUrl(path: string, sid: string, params: DownloadParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  }
  query.set('sid', sid);
  return `/api/${path}?${query.toString()}`;
}

/** `downloadUrl` with the current session's sid; follows log-in and log-out. */
export function useDownloadUrl(path: string, params: DownloadParams = {}): string {
  const sid = useSelector((state: TransportRootState) => state.session.sid);
  return downloadUrl(path, sid, params);
}
