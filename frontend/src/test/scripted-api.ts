import { vi } from 'vitest';
import type { Envelope } from '@/shared/api/api-types';

/** One /api call as the app sent it. */
export interface SentCall {
  url: string;
  path: string;
  body: Record<string, unknown> | FormData | null;
  headers: Record<string, string>;
}

export type ScriptedAnswer = Envelope | Response;

export function answer<T>(data: T): Envelope<T> {
  return { code: 0, msg: 'ok', data };
}

/**
 * A fetch for the wallet and console screen tests: `script` answers each /api call by path and
 * JSON body (undefined: an empty success), and every call is recorded with its headers, so a
 * test can check the Idempotency-Key a submission carried.
 */
export function scriptedFetch(script: (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined) {
  const calls: SentCall[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^\/api\//, '').split('?')[0] ?? '';
    const rawBody = init?.body;
    const json = typeof rawBody === 'string' ? (JSON.parse(rawBody) as Record<string, unknown>) : null;
    const body = rawBody instanceof FormData ? rawBody : json;
    calls.push({ url, path, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const reply = script(path, body instanceof FormData || body === null ? {} : body) ?? answer(null);
    return Promise.resolve(reply instanceof Response ? reply : new Response(JSON.stringify(reply), { status: 200 }));
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
}

/** A JSON call's own fields, without the `sid` and `language` every call carries. */
export function sentFields(call: SentCall | undefined): Record<string, unknown> | undefined {
  if (!call || call.body === null || call.body instanceof FormData) return undefined;
  return Object.fromEntries(Object.entries(call.body).filter(([key]) => key !== 'sid' && key !== 'language'));
}
