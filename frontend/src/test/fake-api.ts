import { vi } from 'vitest';
import type { Envelope } from '@/shared/api/api-types';

export interface RecordedCall {
  url: string;
  path: string;
  body: Record<string, unknown> | FormData | null;
  headers: Record<string, string>;
}

export type ApiHandler = (path: string, body: Record<string, unknown>) => Envelope | Response | Promise<never>;

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, msg: 'ok', data };
}

/**
 * A fetch that answers /api calls from `handler` and records them. Unknown paths answer an
 * empty success so screens that load extra data stay quiet.
 */
export function createFakeFetch(handler: ApiHandler = () => ok(null)) {
  const calls: RecordedCall[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^\/api\//, '').split('?')[0] ?? '';
    const rawBody = init?.body;
    const body =
      rawBody instanceof FormData ? rawBody : typeof rawBody === 'string' ? (JSON.parse(rawBody) as Record<string, unknown>) : null;
    calls.push({ url, path, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const answer = await handler(path, body instanceof FormData || body === null ? {} : body);
    return answer instanceof Response ? answer : new Response(JSON.stringify(answer), { status: 200 });
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
}
