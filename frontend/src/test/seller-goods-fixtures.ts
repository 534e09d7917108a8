import { sampleBrands, sampleCategories } from '@/test/catalogue-fixtures';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { sampleConfig, userWithRoles } from '@/test/wallet-fixtures';
import type { SellerGoodsDetail } from '@/features/catalogue/console/goods-types';

/** The seller's catalogue screens' payloads (CONTRACT16), and a seller's session answering them. */
export const storedJacket: SellerGoodsDetail = {
  shop_goods_id: 42,
  name: 'Trail Jacket',
  names: {},
  category_id: 111,
  category_path: [
    { category_id: 1, name: 'Electronics' },
    { category_id: 11, name: 'Phones' },
    { category_id: 111, name: 'Smartphones' },
  ],
  brand_id: null,
  description_html: '<p>Warm</p>',
  images: [{ path: 'goods/a.png', url: '/uploads/goods/a.png' }],
  props: [{ label: 'Color', values: ['Red', 'Blue'], names: { it: 'Colore' } }],
  skus: [
    { sku_id: 7, props_desc: 'Color:Red', price: 1250, market_price: null, stock: 4 },
    { sku_id: 8, props_desc: 'Color:Blue', price: 1300, market_price: 1500, stock: 9 },
  ],
  on_sale: true,
  sales: 3,
  created_time: 1735689600,
  updated_time: 1735776000,
  preview_url: '/goods/42',
  taken_down: false,
  takedown_reason: '',
};

type Extra = (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined;

/** Renders `path` for a seller; `extra` answers a call first (the save, the stock change). */
export function renderGoodsScreen(path: string, extra: Extra = () => undefined) {
  let uploads = 0;
  const { fetchFn, calls } = scriptedFetch((call, body) => {
    const scripted = extra(call, body);
    if (scripted) return scripted;
    if (call === 'mine/info') return ok(userWithRoles(['seller']));
    if (call === 'system/config') return ok(sampleConfig);
    if (call === 'mall/category/all') return ok(sampleCategories);
    if (call === 'mall/brand/all') return ok(sampleBrands);
    if (call === 'console/goods/detail') return ok(storedJacket);
    if (call === 'system/upload_image') {
      uploads += 1;
      return ok({ url: `/uploads/goods/new-${String(uploads)}.png`, path: `goods/new-${String(uploads)}.png` });
    }
    return undefined;
  });
  const rendered = renderRoute(path, { preloadedState: loggedInState(userWithRoles(['seller'])), services: { fetchFn } });
  return { ...rendered, calls };
}

export const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);
