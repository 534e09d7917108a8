import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, ok } from '@/test/fake-api';
import { MemoryStorage } from '@/test/memory-storage';
import { loggedInState, makeTestStore } from '@/test/render-with-providers';
import { STORAGE_KEYS } from '@/store/session/session-storage';
import type { ApiRequest } from './api-types';
import { baseApi } from './base-api';

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeQuery: build.query<unknown, Record<string, unknown>>({
      query: (body) => ({ path: 'probe/list', body }),
    }),
    probeMutation: build.mutation<unknown, ApiRequest>({
      query: (request) => request,
    }),
  }),
});

function setup(handler: Parameters<typeof createFakeFetch>[0], { loggedIn = false, clock = { now: 1_000 } } = {}) {
  const { fetchFn, calls } = createFakeFetch(handler);
  const notify = vi.fn();
  const storage = new MemoryStorage();
  const store = makeTestStore({
    preloadedState: loggedIn ? loggedInState() : undefined,
    services: { fetchFn, notify, storage, now: () => clock.now },
  });
  const mutate = (request: ApiRequest) => store.dispatch(testApi.endpoints.probeMutation.initiate(request));
  return { store, calls, notify, storage, mutate, clock };
}

describe('request shape', () => {
  it('POSTs JSON to /api/<path> with sid and language added to the body', async () => {
    const { store, calls, mutate } = setup(() => ok({ done: true }));
    const result = await mutate({ path: 'mall/cart/add', body: { shop_goods_id: 3 } });
    expect(result.data).toEqual({ done: true });
    expect(calls[0]?.url).toBe('/api/mall/cart/add');
    expect(calls[0]?.body).toEqual({ shop_goods_id: 3, sid: store.getState().session.sid, language: 'en' });
  });

  it("sends a call's content language in the body, and the caller's as Accept-Language", async () => {
    const { calls, mutate } = setup(() => ok(null));
    await mutate({ path: 'console/document/get', body: { id: 'faq' }, contentLanguage: 'es', isQuery: true });
    await mutate({ path: 'console/banner/save', body: { sort: 1 }, contentLanguage: null });
    expect(calls.map((call) => (call.body as Record<string, unknown>).language)).toEqual(['es', null]);
    expect(calls.map((call) => call.headers['Accept-Language'])).toEqual(['en', 'en']);
  });

  it('puts the sid in the query string of an upload', async () => {
    const { store, calls, mutate } = setup(() => ok({ url: 'u', path: 'p' }));
    const formData = new FormData();
    formData.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
    await mutate({ path: 'system/upload_image', formData });
    expect(calls[0]?.url).toBe(`/api/system/upload_image?sid=${store.getState().session.sid}`);
    expect(calls[0]?.body).toBeInstanceOf(FormData);
  });
});

describe('error codes', () => {
  it('logs the user out on 101, warns with the login tip and rejects as NotLogin', async () => {
    const { store, storage, notify, mutate } = setup(() => ({ code: 101, msg: 'Please log in first', data: null }), {
      loggedIn: true,
    });
    const oldSid = store.getState().session.sid;
    const result = await mutate({ path: 'mine/modify', body: {} });
    expect(result.error).toMatchObject({ kind: 'NotLogin', code: 101 });
    expect(store.getState().session).toMatchObject({ user: null, uid: '', guest: true });
    expect(store.getState().session.sid).not.toBe(oldSid);
    expect(storage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(notify).toHaveBeenCalledWith('warning', 'Please log in first');
  });

  it('stays quiet on 101 when the call ignores errors, but still logs out', async () => {
    const { store, notify, mutate } = setup(() => ({ code: 101, msg: '', data: null }), { loggedIn: true });
    await mutate({ path: 'mine/info', body: {}, ignoreError: true });
    expect(store.getState().session.user).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the server message for 102 and rejects as APIError', async () => {
    const { notify, mutate } = setup(() => ({ code: 102, msg: 'Paramètres erronés', data: { field: 'email' } }));
    const result = await mutate({ path: 'user/login', body: {} });
    expect(result.error).toEqual({ kind: 'APIError', code: 102, message: 'Paramètres erronés', data: { field: 'email' } });
    expect(notify).toHaveBeenCalledWith('error', 'Paramètres erronés');
  });

  it('falls back to a catalogue text when the server sends no message', async () => {
    const { notify, mutate } = setup(() => ({ code: 111, msg: '', data: null }));
    const result = await mutate({ path: 'console/recharge/list', body: {} });
    expect(result.error).toMatchObject({ kind: 'APIError', code: 111 });
    expect(notify.mock.calls[0]?.[1]).toEqual(expect.any(String));
    expect(notify.mock.calls[0]?.[1]).not.toBe('');
  });

  it('rejects a non-200 answer as a network error', async () => {
    const { mutate } = setup(() => new Response('down', { status: 503 }));
    const result = await mutate({ path: 'mall/cart/add', body: {} });
    expect(result.error).toMatchObject({ kind: 'NetworkError', status: 503 });
  });
});

describe('repeat submit', () => {
  it('refuses an identical POST within 1000 ms without calling the server', async () => {
    const { calls, notify, mutate, clock } = setup(() => ok(null));
    await mutate({ path: 'mall/cart/add', body: { id: 1 } });
    clock.now += 999;
    const second = await mutate({ path: 'mall/cart/add', body: { id: 1 } });
    expect(second.error).toMatchObject({ kind: 'RepeatSubmit' });
    expect(calls).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith('warning', 'Please do not submit repeatedly');
  });

  it('lets the same POST through once the window has passed, or with a different body', async () => {
    const { calls, mutate, clock } = setup(() => ok(null));
    await mutate({ path: 'mall/cart/add', body: { id: 1 } });
    await mutate({ path: 'mall/cart/add', body: { id: 2 } });
    clock.now += 1000;
    await mutate({ path: 'mall/cart/add', body: { id: 1 } });
    expect(calls).toHaveLength(3);
  });

  it("lets a repeat through with 'X-Repeat-Submit: allow' and forwards the header", async () => {
    const { calls, mutate } = setup(() => ok(null));
    const request = { path: 'mall/cart/add', body: { id: 1 }, headers: { 'X-Repeat-Submit': 'allow' } };
    await mutate(request);
    const second = await mutate(request);
    expect(second.error).toBeUndefined();
    expect(calls[1]?.headers['X-Repeat-Submit']).toBe('allow');
  });

  it('never refuses queries', async () => {
    const { store, calls } = setup(() => ok([]));
    await store.dispatch(testApi.endpoints.probeQuery.initiate({ page: 1 }, { forceRefetch: true }));
    await store.dispatch(testApi.endpoints.probeQuery.initiate({ page: 1 }, { forceRefetch: true }));
    expect(calls).toHaveLength(2);
  });
});
