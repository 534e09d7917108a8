export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface ApiRequest {
  /** Path under /api, without a leading slash: `system/config`. */
  path: string;
  body?: Record<string, unknown>;
  /** Multipart upload; the sid then travels as `?sid=`. */
  formData?: FormData;
  /** Extra query parameters of a multipart upload, e.g. `{purpose: 'document'}`. */
  query?: Record<string, string>;
  /** Suppresses the generic error toast (the caller handles it or it is a background call). */
  ignoreError?: boolean;
  /** Extra headers, e.g. `{'X-Repeat-Submit': 'allow'}`. */
  headers?: Record<string, string>;
  /** Catalogue context for messages such as `106.pay`. */
  errorContext?: string;
  /** Marks a mutation-shaped call as a query, exempt from the repeat-submit window. */
  isQuery?: boolean;
  /**
   * The body's `language` when the call names the language of what it reads or writes (a
   * document's, a banner's; null: every language) instead of the caller's, which then travels
   * as Accept-Language only.
   */
  contentLanguage?: string | null;
}

export type ApiError =
  | { kind: 'NotLogin'; code: 101; message: string }
  | { kind: 'APIError'; code: number; message: string; data: unknown }
  | { kind: 'NetworkError'; status: number | null; message: string }
  | { kind: 'RepeatSubmit'; message: string };

export const API_PREFIX = '/api';
export const REQUEST_TIMEOUT_MS = 10_000;
export const UPLOAD_TIMEOUT_MS = 300_000;
export const REPEAT_SUBMIT_WINDOW_MS = 1000;
export const CODE_OK = 0;
export const CODE_NOT_LOGIN = 101;
export const CODE_REPEAT_SUBMIT = 105;

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'kind' in value && 'message' in value;
}
