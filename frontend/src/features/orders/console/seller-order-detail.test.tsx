import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { order, orderAddress } from '@/test/order-fixtures';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { pagedOf, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';

const buyer = { uid: 9, nickname: 'Grace' };
const paidOrder = {
  ...order('p1', {
    status: 'wait_confirm',
    remark: 'Leave at the door',
    pay_time: 1_700_000_600,
    address: orderAddress({ name: 'Ada King', phone: '+44 20 7946 0000', city: 'London', area: 'Camden' }),
    lines: [
      { shop_goods_id: 41, sku_id: 7, name: 'Trail Jacket', cover_image: '/img/1.png', props_desc: 'Color:Red;Size:L', price: 1000, num: 2, total: 2000, reviewed: false },
      { shop_goods_id: 52, sku_id: 9, name: 'Wool Hat', cover_image: '/img/2.png', props_desc: '', price: 1550, num: 1, total: 1550, reviewed: false },
    ],
    subtotal: 3550,
    total: 4149,
  }),
  buyer,
  commission: 207,
};

function renderDetail(
  path: string,
  roles: string[] = ['seller'],
  extra: (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined = () => undefined,
) {
  const { fetchFn, calls } = scriptedFetch((apiPath, body) => {
    const scripted = extra(apiPath, body);
    if (scripted) return scripted;
    if (apiPath === 'mine/info') return ok(userWithRoles(roles));
    if (apiPath === 'system/config') return ok(sampleConfig);
    if (apiPath === 'console/order/detail') return ok(paidOrder);
    if (apiPath === 'console/order/list') return ok(pagedOf([paidOrder]));
    return undefined;
  });
  const rendered = renderRoute(path, { preloadedState: loggedInState(userWithRoles(roles)), services: { fetchFn } });
  return { ...rendered, calls };
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('seller order detail (/console/seller/orders/:orderId)', () => {
  it('is opened from the order number in the shop orders list', async () => {
    const { router, calls } = renderDetail('/console/seller/orders');
    const table = await screen.findByRole('table', { name: 'Shop orders' });
    const link = within(table).getByRole('link', { name: 'Details of order SNp1' });
    expect(link).toHaveAttribute('href', '/console/seller/orders/p1');
    await userEvent.click(link);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/console/seller/orders/p1');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SNp1' })).toBeInTheDocument();
    expect(callsTo(calls, 'console/order/detail')[0]?.body).toMatchObject({ order_id: 'p1' });
  });

  it('shows whom to ship to, the phone, the buyer’s note, the lines and the amounts with the commission', async () => {
    renderDetail('/console/seller/orders/p1');
    expect(await screen.findByTestId('ship-name')).toHaveTextContent('Ada King');
    expect(screen.getByTestId('ship-phone')).toHaveTextContent('+44 20 7946 0000');
    expect(screen.getByTestId('ship-address')).toHaveTextContent('1 Main St, Camden, London, London, UK');
    expect(screen.getByTestId('buyer-note')).toHaveTextContent('Leave at the door');
    expect(screen.getByTestId('logistics-no')).toHaveTextContent('Not shipped yet');
    const goods = screen.getByRole('region', { name: 'Products' });
    expect(within(goods).getByText('Trail Jacket')).toBeInTheDocument();
    expect(within(goods).getByText('Color: Red · Size: L')).toBeInTheDocument();
    expect(within(goods).getByText('$10.00 × 2')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$41.49');
    expect(screen.getByTestId('order-commission')).toHaveTextContent('$2.07');
    expect(screen.getByText('Grace')).toBeInTheDocument();
  });

  it('prints a packing slip with the shop, the address and the lines to pack, without prices', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderDetail('/console/seller/orders/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Print packing slip' }));
    const slip = await screen.findByRole('dialog', { name: 'Packing slip' });
    expect(print).toHaveBeenCalledTimes(1);
    expect(slip).toHaveClass('packing-slip');
    expect(slip.parentElement).toBe(document.body);
    expect(slip).toHaveTextContent('Sunrise Store');
    expect(slip).toHaveTextContent('Order number: SNp1');
    expect(within(slip).getByTestId('slip-ship-to')).toHaveTextContent('Ada King1 Main St, Camden, London, London, UK+44 20 7946 0000');
    const rows = within(within(slip).getByRole('table', { name: 'Items to pack' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Trail JacketColor: Red · Size: L72', 'Wool Hat—91']);
    expect(within(slip).getByTestId('slip-note')).toHaveTextContent('Leave at the door');
    expect(slip.textContent).not.toMatch(/\$/);
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.click(within(slip).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(2);
    await userEvent.click(within(slip).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Packing slip' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('shows a shipped order’s carrier with its tracking link, and puts the shipment on the packing slip', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const shipped = {
      ...paidOrder,
      status: 'wait_receipt',
      logistics_no: 'SF123',
      carrier: 'sf_express',
      carrier_name: 'SF Express',
      tracking_url: 'https://sf.test/track/SF123',
    };
    renderDetail('/console/seller/orders/p1', ['seller'], (path) => (path === 'console/order/detail' ? ok(shipped) : undefined));
    expect(await screen.findByTestId('carrier')).toHaveTextContent('SF Express');
    expect(screen.getByTestId('logistics-no')).toHaveTextContent('SF123');
    const link = screen.getByTestId('track-parcel');
    expect(link).toHaveAttribute('href', 'https://sf.test/track/SF123');
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Print packing slip' }));
    const slip = await screen.findByRole('dialog', { name: 'Packing slip' });
    expect(within(slip).getByTestId('slip-shipment')).toHaveTextContent('SF Express · SF123');
  });

  it('confirms a paid order from the page, as the list does', async () => {
    const { calls } = renderDetail('/console/seller/orders/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => {
      expect(callsTo(calls, 'console/order/confirm')[0]?.body).toMatchObject({ order_id: 'p1' });
    });
    await waitFor(() => {
      expect(callsTo(calls, 'console/order/detail').length).toBeGreaterThan(1);
    });
  });

  it('says so for an order of another shop (103)', async () => {
    renderDetail('/console/seller/orders/x9', ['seller'], (path) =>
      path === 'console/order/detail' ? { code: 103, msg: 'The record does not exist', data: { field: 'order_id' } } : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'This order was not found in your shop.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to shop orders' })).toHaveAttribute('href', '/console/seller/orders');
  });

  it('is refused to a user without the seller role', async () => {
    const { calls } = renderDetail('/console/seller/orders/p1', ['auditor']);
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(callsTo(calls, 'console/order/detail')).toHaveLength(0);
  });
});
