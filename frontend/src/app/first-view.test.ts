import { afterEach, describe, expect, it } from 'vitest';
import { configApi } from '@/shared/config/config-api';
import { createFakeFetch } from '@/test/fake-api';
import { makeTestStore } from '@/test/render-with-providers';
import { FIRST_VIEW_SCRIPT_ID, seedFirstView } from './first-view';

const config = { site_name: 'Written in', language_list: [], recharge_list: [] };

function writeFirstView(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_VIEW_SCRIPT_ID;
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById(FIRST_VIEW_SCRIPT_ID)?.remove();
});

describe('the first view written into the page', () => {
  it('answers the site configuration from the page, without a system/config call', async () => {
    writeFirstView(JSON.stringify({ config }));
    const { fetchFn, calls } = createFakeFetch(() => {
      throw new Error('no call expected');
    });
    const store = makeTestStore({ services: { fetchFn } });
    seedFirstView(store, document);
    const result = await store.dispatch(configApi.endpoints.getSiteConfig.initiate());
    expect(result.data?.site_name).toBe('Written in');
    expect(calls).toHaveLength(0);
  });

  it('falls back to asking the server when the page has none or a broken one', () => {
    writeFirstView('{"config": ');
    const store = makeTestStore();
    seedFirstView(store, document);
    expect(configApi.endpoints.getSiteConfig.select()(store.getState()).data).toBeUndefined();
  });
});
