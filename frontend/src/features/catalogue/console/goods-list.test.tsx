import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { phoneScreen } from '@/test/phone-screen';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, type SentCall } from '@/test/scripted-api';
import { pagedOf, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';
import type { GoodsRow } from './goods-types';

function goodsRow(id: number, overrides: Partial<GoodsRow> = {}): GoodsRow {
  return {
    shop_goods_id: id,
    name: `Product ${String(id)}`,
    cover_image: `/uploads/goods/${String(id)}.png`,
    price: 1250,
    market_price: 0,
    stock: 40,
    sales: 7,
    on_sale: true,
    sku_count: 2,
    low_stock: false,
    updated_time: 1735787045,
    taken_down: false,
    takedown_reason: '',
    ...overrides,
  };
}

const rows = [goodsRow(42, { name: 'Trail Jacket', stock: 3, low_stock: true, sales: 321 }), goodsRow(41, { name: 'Wool Hat', on_sale: false })];

function renderList(roles: string[], path = '/console/seller/goods') {
  const { fetchFn, calls } = scriptedFetch((call) => {
    if (call === 'mine/info') return ok(userWithRoles(roles));
    if (call === 'system/config') return ok(sampleConfig);
    if (call === 'console/goods/list') return ok(pagedOf(rows));
    return undefined;
  });
  const rendered = renderRoute(path, { preloadedState: loggedInState(userWithRoles(roles)), services: { fetchFn } });
  return { ...rendered, calls };
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);

describe('seller console: products', () => {
  it('lists each product with its cover, price, stock, sales and a low-stock badge', async () => {
    renderList(['seller']);
    const table = await screen.findByRole('table', { name: 'Products' });
    const [, jacket, hat] = within(table).getAllByRole('row');
    expect(jacket).toHaveTextContent('Trail Jacket');
    expect(jacket).toHaveTextContent('$12.50');
    expect(jacket).toHaveTextContent('321');
    expect(within(jacket as HTMLElement).getByText('Low stock')).toBeInTheDocument();
    expect(within(hat as HTMLElement).queryByText('Low stock')).not.toBeInTheDocument();
    expect(jacket?.querySelector('img')).toHaveAttribute('src', '/uploads/goods/42.png');
    expect(within(table).getByRole('switch', { name: 'Trail Jacket on sale' })).toBeChecked();
    expect(within(table).getByRole('switch', { name: 'Wool Hat on sale' })).not.toBeChecked();
    expect(within(table).getByRole('link', { name: 'Edit Trail Jacket' })).toHaveAttribute('href', '/console/seller/goods/42');
    expect(within(table).getByRole('link', { name: 'Stock history of Trail Jacket' })).toHaveAttribute('href', '/console/seller/goods/42/stock');
  });

  it('shows each product on a phone as a card with its facts, switch and links', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(phoneScreen);
    renderList(['seller']);
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(list).getAllByTestId('data-card');
    const shown = within(card as HTMLElement);
    expect(card).toHaveTextContent('Trail Jacket');
    expect(card).toHaveTextContent('$12.50');
    expect(card).toHaveTextContent('Low stock');
    expect(shown.getByRole('switch', { name: 'Trail Jacket on sale' })).toBeChecked();
    expect(shown.getByRole('link', { name: 'Edit Trail Jacket' })).toHaveAttribute('href', '/console/seller/goods/42');
    matchMedia.mockRestore();
  });

  it('asks for the first page of all products, then for what the filter and the search choose, kept in the address', async () => {
    const { calls, router } = renderList(['seller']);
    await screen.findByRole('table', { name: 'Products' });
    expect(callsTo(calls, 'console/goods/list')[0]?.body).toMatchObject({ page: 1, page_size: 20 });
    expect(callsTo(calls, 'console/goods/list')[0]?.body).not.toHaveProperty('status');
    await userEvent.click(screen.getByRole('radio', { name: 'Off sale' }));
    await waitFor(() => {
      expect(callsTo(calls, 'console/goods/list').at(-1)?.body).toMatchObject({ status: 'off_sale', page: 1 });
    });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'jacket{Enter}');
    await waitFor(() => {
      expect(callsTo(calls, 'console/goods/list').at(-1)?.body).toMatchObject({ keywords: 'jacket', status: 'off_sale', page: 1 });
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ keywords: 'jacket', status: 'off_sale' });
  });

  it('reads the filter and the page from the address', async () => {
    const { calls } = renderList(['seller'], '/console/seller/goods?status=on_sale&keywords=hat&page=3');
    await screen.findByRole('table', { name: 'Products' });
    expect(callsTo(calls, 'console/goods/list')[0]?.body).toMatchObject({ status: 'on_sale', keywords: 'hat', page: 3 });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('hat');
  });

  it('takes a product off sale with its switch', async () => {
    const { calls } = renderList(['seller']);
    const table = await screen.findByRole('table', { name: 'Products' });
    await userEvent.click(within(table).getByRole('switch', { name: 'Trail Jacket on sale' }));
    await waitFor(() => {
      expect(callsTo(calls, 'console/goods/status')[0]?.body).toMatchObject({ shop_goods_id: 42, on_sale: false });
    });
    expect(await screen.findByText('Trail Jacket is now off sale')).toBeInTheDocument();
  });

  it('leads to a new product and is in the seller’s navigation', async () => {
    const { router } = renderList(['seller']);
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/console/seller/goods');
    await userEvent.click(await screen.findByRole('link', { name: 'New product' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/console/seller/goods/new');
    });
  });

  it('is refused to a user without the seller role', async () => {
    const { calls } = renderList(['reviewer']);
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(callsTo(calls, 'console/goods/list')).toHaveLength(0);
  });
});
