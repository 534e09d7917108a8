import { afterEach, describe, expect, it } from 'vitest';
import { configApi } from '@/shared/config/config-api';
import { catalogueApi } from '@/features/catalogue/api/catalogue-api';
import { createFakeFetch, ok } from '@/test/fake-api';
import { loggedInState, makeTestStore } from '@/test/render-with-providers';
import { FIRST_VIEW_SCRIPT_ID, readFirstView, seedFirstView, writtenAnswersOf } from './first-view';

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
    seedFirstView(store, readFirstView(document));
    const result = await store.dispatch(configApi.endpoints.getSiteConfig.initiate());
    expect(result.data?.site_name).toBe('Written in');
    expect(calls).toHaveLength(0);
  });

  it('falls back to asking the server when the page has none or a broken one', () => {
    writeFirstView('{"config": ');
    const store = makeTestStore();
    seedFirstView(store, readFirstView(document));
    expect(configApi.endpoints.getSiteConfig.select()(store.getState()).data).toBeUndefined();
  });
});

describe('answers written into the page', () => {
  const detail = { shop_goods_id: 7, name: 'Written shirt' };
  const view = { language: 'en', answers: [{ path: 'mall/goods/detail', body: { id: 7 }, data: detail }] };

  function storeWith(options: Parameters<typeof makeTestStore>[0] = {}) {
    const { fetchFn, calls } = createFakeFetch((path) => ok({ shop_goods_id: 7, name: `asked ${path}` }));
    const store = makeTestStore({ ...options, services: { fetchFn, writtenAnswers: writtenAnswersOf(view) } });
    return { store, calls };
  }

  it('answer a guest’s first identical call once, without asking; the next call goes out', async () => {
    const { store, calls } = storeWith();
    const first = await store.dispatch(catalogueApi.endpoints.getGoodsDetail.initiate(7));
    expect(first.data?.name).toBe('Written shirt');
    expect(calls).toHaveLength(0);

    const again = await store.dispatch(catalogueApi.endpoints.getGoodsDetail.initiate(7, { forceRefetch: true }));
    expect(again.data?.name).toBe('asked mall/goods/detail');
    expect(calls).toHaveLength(1);
  });

  it('are not used for another body, another language or a logged-in shopper', async () => {
    const other = storeWith();
    await other.store.dispatch(catalogueApi.endpoints.getGoodsDetail.initiate(8));
    expect(other.calls).toHaveLength(1);

    const loggedIn = storeWith({ preloadedState: loggedInState() });
    const answer = await loggedIn.store.dispatch(catalogueApi.endpoints.getGoodsDetail.initiate(7));
    expect(answer.data?.name).toBe('asked mall/goods/detail');

    const arabic = makeTestStore({
      services: { fetchFn: createFakeFetch(() => ok({ name: 'asked' })).fetchFn, writtenAnswers: writtenAnswersOf({ ...view, language: 'ar' }) },
    });
    const inEnglish = await arabic.dispatch(catalogueApi.endpoints.getGoodsDetail.initiate(7));
    expect(inEnglish.data?.name).toBe('asked');
  });
});
