import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch } from '@/test/scripted-api';
import { renderGoodsScreen, storedJacket } from '@/test/seller-goods-fixtures';
import { pagedOf, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';
import type { GoodsRow } from './goods-types';

const REASON = 'Counterfeit: the logo is misspelt';

function row(id: number, name: string, overrides: Partial<GoodsRow> = {}): GoodsRow {
  return {
    shop_goods_id: id,
    name,
    cover_image: '',
    price: 1250,
    market_price: 0,
    stock: 40,
    sales: 7,
    on_sale: true,
    sku_count: 1,
    low_stock: false,
    updated_time: 1735787045,
    taken_down: false,
    takedown_reason: '',
    ...overrides,
  };
}

describe('the seller sees why the platform took a product down', () => {
  it('in its goods list, beside the product, and nowhere else', async () => {
    const rows = [row(42, 'Trail Jacket', { taken_down: true, takedown_reason: REASON }), row(41, 'Wool Hat')];
    const { fetchFn } = scriptedFetch((call) => {
      if (call === 'mine/info') return ok(userWithRoles(['seller']));
      if (call === 'system/config') return ok(sampleConfig);
      if (call === 'console/goods/list') return ok(pagedOf(rows));
      return undefined;
    });
    renderRoute('/console/seller/goods', { preloadedState: loggedInState(userWithRoles(['seller'])), services: { fetchFn } });
    const table = await screen.findByRole('table', { name: 'Products' });
    const [, jacket, hat] = within(table).getAllByRole('row');
    const notice = within(jacket as HTMLElement).getByTestId('taken-down');
    expect(notice).toHaveTextContent('Taken down by the platform');
    expect(notice).toHaveTextContent(`Reason: ${REASON}`);
    expect(within(hat as HTMLElement).queryByTestId('taken-down')).not.toBeInTheDocument();
  });

  it('above its product form, saying it cannot be put on sale until restored', async () => {
    renderGoodsScreen('/console/seller/goods/42', (call) =>
      call === 'console/goods/detail' ? ok({ ...storedJacket, taken_down: true, takedown_reason: REASON }) : undefined,
    );
    const notice = await screen.findByTestId('taken-down');
    expect(notice).toHaveTextContent('Taken down by the platform');
    expect(notice).toHaveTextContent(`Reason: ${REASON}`);
    expect(notice).toHaveTextContent('cannot be put on sale until the platform restores it');
  });

  it('shows no notice on a product in good standing', async () => {
    renderGoodsScreen('/console/seller/goods/42');
    expect(await screen.findByRole('heading', { level: 1, name: /Trail Jacket/ })).toBeInTheDocument();
    expect(screen.queryByTestId('taken-down')).not.toBeInTheDocument();
  });
});
