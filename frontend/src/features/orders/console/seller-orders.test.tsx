import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { order } from '@/test/order-fixtures';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { pagedOf, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';
import { carrierProblem, logisticsNoProblem, sellerActionFor } from './seller-orders';

const carriers = [
  { code: 'dhl', name: 'DHL Express', tracking_url: 'https://dhl.test/{logistics_no}' },
  { code: 'thailand_post', name: 'Thailand Post', tracking_url: 'https://th.test/{logistics_no}' },
];


const buyer = { uid: 9, nickname: 'Grace' };
const sellerOrders = [
  { ...order('p1', { status: 'wait_confirm', remark: 'Leave at the door' }), buyer, commission: 125 },
  { ...order('p2', { status: 'wait_ship' }), buyer, commission: 0 },
  { ...order('p3', { status: 'wait_receipt', logistics_no: 'LP3' }), buyer },
  { ...order('p4', { status: 'wait_payment' }), buyer, commission: null },
];

function renderSeller(roles: string[], extra: (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined = () => undefined) {
  const { fetchFn, calls } = scriptedFetch((path, body) => {
    const scripted = extra(path, body);
    if (scripted) return scripted;
    if (path === 'mine/info') return ok(userWithRoles(roles));
    if (path === 'system/config') return ok({ ...sampleConfig, carriers });
    if (path === 'console/order/list') return ok(pagedOf(sellerOrders));
    return undefined;
  });
  const rendered = renderRoute('/console/seller/orders', {
    preloadedState: loggedInState(userWithRoles(roles)),
    services: { fetchFn },
  });
  return { ...rendered, calls };
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);

describe('seller steps', () => {
  it('confirms paid orders and ships confirmed ones only', () => {
    expect(sellerActionFor('wait_confirm')).toBe('confirm');
    expect(sellerActionFor('wait_ship')).toBe('ship');
    expect(sellerActionFor('wait_payment')).toBeNull();
    expect(sellerActionFor('wait_receipt')).toBeNull();
  });

  it('needs a carrier', () => {
    expect(carrierProblem(null)).toBe('console.seller.carrier_required');
    expect(carrierProblem('dhl')).toBeNull();
  });

  it('needs a logistics number of 1 to 64 characters', () => {
    expect(logisticsNoProblem(' ')).toBe('console.seller.logistics_required');
    expect(logisticsNoProblem('x'.repeat(65))).toBe('console.seller.logistics_too_long');
    expect(logisticsNoProblem('LP1')).toBeNull();
  });
});

describe('seller console: shop orders', () => {
  it("shows each order's own note from the buyer", async () => {
    renderSeller(['seller']);
    const notes = await screen.findAllByTestId('order-note');
    expect(notes.map((note) => note.textContent)).toEqual(["Buyer's note: Leave at the door"]);
  });

  it("shows each paid order's commission, and none before payment", async () => {
    renderSeller(['seller']);
    const table = await screen.findByRole('table', { name: 'Shop orders' });
    const commissions = within(table).getAllByTestId('order-commission');
    expect(commissions.map((cell) => cell.textContent)).toEqual(['Commission: $1.25', 'Commission: $0.00']);
  });

  it('is in the navigation for sellers only', async () => {
    renderSeller(['seller']);
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByText('Shop orders')).toBeInTheDocument();
  });

  it('is not offered to a reviewer, who sees no access on the screen', async () => {
    renderSeller(['reviewer']);
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).queryByText('Shop orders')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
  });

  it('confirms a paid order after asking', async () => {
    const { calls } = renderSeller(['seller']);
    const table = await screen.findByRole('table', { name: 'Shop orders' });
    expect(within(table).queryByRole('button', { name: 'Confirm order SNp2' })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Confirm order SNp1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => {
      expect(callsTo(calls, 'console/order/confirm')[0]?.body).toMatchObject({ order_id: 'p1' });
    });
  });

  it('ships a confirmed order with a carrier searched in the site’s list and a logistics number', async () => {
    const { calls } = renderSeller(['seller']);
    const table = await screen.findByRole('table', { name: 'Shop orders' });
    await userEvent.click(within(table).getByRole('button', { name: 'Ship order SNp2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship this order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(dialog).findByText('Please choose the carrier')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the logistics number')).toBeInTheDocument();
    expect(callsTo(calls, 'console/order/ship')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('combobox', { name: /^Carrier/ }), 'thai');
    expect(screen.queryByRole('option', { name: 'DHL Express' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Thailand Post' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Logistics number/ }), 'LP2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() => {
      expect(callsTo(calls, 'console/order/ship')[0]?.body).toMatchObject({ order_id: 'p2', logistics_no: 'LP2', carrier: 'thailand_post' });
    });
  });

  it('keeps the ship dialog open with the server’s refusal of the carrier', async () => {
    renderSeller(['seller'], (path) =>
      path === 'console/order/ship' ? { code: 102, msg: 'Invalid parameter: carrier', data: { field: 'carrier' } } : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Shop orders' });
    await userEvent.click(within(table).getByRole('button', { name: 'Ship order SNp2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship this order' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Carrier/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'DHL Express' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Logistics number/ }), 'LP2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark as shipped' })).toBeInTheDocument();
  });

  it('says so when the order moved on meanwhile (108)', async () => {
    renderSeller(['seller'], (path) =>
      path === 'console/order/confirm' ? { code: 108, msg: '', data: null } : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Shop orders' });
    await userEvent.click(within(table).getByRole('button', { name: 'Confirm order SNp1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    expect(await within(dialog).findByText('The order has moved on meanwhile; the list has been refreshed.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('filters by status tab', async () => {
    const { calls } = renderSeller(['seller']);
    await userEvent.click(await screen.findByRole('tab', { name: 'Waiting for delivery' }));
    await waitFor(() => {
      expect(callsTo(calls, 'console/order/list').at(-1)?.body).toMatchObject({ status: 'wait_ship', page: 1 });
    });
  });
});
