import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/shared/format';
import { answer as ok } from '@/test/scripted-api';
import { callsTo, renderGoodsScreen } from '@/test/seller-goods-fixtures';
import { pagedOf } from '@/test/wallet-fixtures';
import { phoneScreen } from '@/test/phone-screen';
import type { StockMovement } from './goods-types';

async function openAdjustment(sku: string) {
  const skus = await screen.findByRole('table', { name: 'SKUs and prices' });
  await userEvent.click(within(skus).getByRole('button', { name: `Adjust the stock of ${sku}` }));
  return screen.findByRole('dialog', { name: `Adjust stock: ${sku}` });
}

describe('seller console: adjusting a SKU’s stock', () => {
  it('sends the signed change with its reason, and shows the new stock in the row', async () => {
    const { calls } = renderGoodsScreen('/console/seller/goods/42', (path) =>
      path === 'console/goods/stock' ? ok({ stock: 7 }) : undefined,
    );
    const dialog = await openAdjustment('Blue');
    expect(within(dialog).getByText('Current stock: 9')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Damage' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Change' }), '-2');
    expect(within(dialog).getByTestId('stock-after')).toHaveTextContent('Stock after: 7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust stock' }));
    await waitFor(() => {
      expect(callsTo(calls, 'console/goods/stock')[0]?.body).toMatchObject({ sku_id: 8, delta: -2, reason: 'damage' });
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getAllByTestId('sku-stock').map((cell) => cell.textContent)).toEqual(['4', '7']);
    // The dialog's form is its own: adjusting stock never saves the product form around it.
    expect(callsTo(calls, 'console/goods/save')).toHaveLength(0);
  });

  it('holds to the sign rules before sending anything', async () => {
    const { calls } = renderGoodsScreen('/console/seller/goods/42');
    const dialog = await openAdjustment('Red');
    const change = within(dialog).getByRole('textbox', { name: 'Change' });
    await userEvent.type(change, '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust stock' }));
    expect(await within(dialog).findByText('A restock adds stock: enter a positive number')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Correction' }));
    await userEvent.clear(change);
    await userEvent.type(change, '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust stock' }));
    expect(await within(dialog).findByText('The stock cannot go below 0 (now 4)')).toBeInTheDocument();
    expect(callsTo(calls, 'console/goods/stock')).toHaveLength(0);
  });

  it('says why the server refused the change, in the dialog', async () => {
    renderGoodsScreen('/console/seller/goods/42', (path) =>
      path === 'console/goods/stock' ? { code: 107, msg: 'Insufficient stock', data: null } : undefined,
    );
    const dialog = await openAdjustment('Red');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Change' }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust stock' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Insufficient stock');
  });
});

const movements: StockMovement[] = [
  { sku_id: 8, props_desc: 'Color:Blue', kind: 'sold', delta: -1, stock_after: 8, by_uid: null, order_id: 'o-991', order_sn: 'BZ2501030001', time: 1_735_898_400 },
  { sku_id: 8, props_desc: 'Color:Blue', kind: 'restock', delta: 5, stock_after: 9, by_uid: 7, order_id: null, order_sn: null, time: 1_735_810_200 },
];

describe('seller console: a product’s stock history', () => {
  it('lists each change with its time, SKU, kind, signed change, stock after and order', async () => {
    const { calls } = renderGoodsScreen('/console/seller/goods/42/stock', (path) =>
      path === 'console/goods/stock_history' ? ok(pagedOf(movements)) : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Stock history: Trail Jacket' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Stock history' });
    const [, sold, restock] = within(table).getAllByRole('row');
    expect(within(sold as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Sold',
      formatDateTime(Date.UTC(2025, 0, 3, 10) / 1000),
      'Blue',
      '-1',
      '8',
      'BZ2501030001',
    ]);
    // The order by its number, opening the seller's page of it (not its raw id).
    expect(within(sold as HTMLElement).getByRole('link', { name: 'BZ2501030001' })).toHaveAttribute(
      'href',
      '/console/seller/orders/o-991',
    );
    expect(restock).toHaveTextContent('Restock');
    expect(restock).toHaveTextContent('+5');
    expect(callsTo(calls, 'console/goods/stock_history')[0]?.body).toMatchObject({ shop_goods_id: 42, page: 1 });
  });

  it('shows each movement as a card with every fact on a phone', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(phoneScreen);
    renderGoodsScreen('/console/seller/goods/42/stock', (path) =>
      path === 'console/goods/stock_history' ? ok(pagedOf(movements)) : undefined,
    );
    const list = await screen.findByRole('list', { name: 'Stock history' });
    const [sold] = within(list).getAllByTestId('data-card');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(sold as HTMLElement).getByTestId('movement-kind')).toHaveTextContent('Sold');
    for (const fact of ['Blue', '-1', '8', 'BZ2501030001', formatDateTime(1_735_898_400)]) {
      expect(sold).toHaveTextContent(fact);
    }
    matchMedia.mockRestore();
  });

  it('pages through the history in the address', async () => {
    const { calls } = renderGoodsScreen('/console/seller/goods/42/stock?page=2', (path) =>
      path === 'console/goods/stock_history' ? ok(pagedOf(movements, 45, 2)) : undefined,
    );
    await screen.findByRole('table', { name: 'Stock history' });
    expect(callsTo(calls, 'console/goods/stock_history')[0]?.body).toMatchObject({ shop_goods_id: 42, page: 2 });
  });
});
