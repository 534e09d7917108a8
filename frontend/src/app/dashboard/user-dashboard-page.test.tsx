import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { order } from '@/test/order-fixtures';
import { loggedInState, renderRoute, sampleUser } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, type ScriptedAnswer } from '@/test/scripted-api';
import { pagedOf, sampleWealth } from '@/test/wallet-fixtures';

type Script = (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined;

function dashboardFetch(extra: Script = () => undefined) {
  return scriptedFetch((path, body) => {
    const scripted = extra(path, body);
    if (scripted) return scripted;
    if (path === 'mine/info') return ok(sampleUser);
    if (path === 'mine/wealth/info') return ok(sampleWealth);
    if (path === 'order/list') return ok(pagedOf([]));
    return undefined;
  });
}

const seven = ['7', '6', '5', '4', '3', '2', '1'].map((id, index) =>
  order(id, { total: 1000 + index, status: index === 0 ? 'wait_ship' : 'finished', add_time: 1_700_000_000 - index * 3600 }),
);

describe('account dashboard (route user)', () => {
  it('greets the shopper and shows the available balance, frozen part and ways to move money', async () => {
    const { fetchFn } = dashboardFetch();
    renderRoute('/user', { preloadedState: loggedInState(), services: { fetchFn } });
    expect(await screen.findByRole('heading', { name: 'Hello, Ada' })).toBeInTheDocument();
    const wallet = await screen.findByRole('region', { name: 'Available balance' });
    expect(await within(wallet).findByText('$1,234.56')).toBeInTheDocument();
    expect(within(wallet).getByText('$50.00 frozen')).toBeInTheDocument();
    expect(within(wallet).getByRole('link', { name: 'Recharge' })).toHaveAttribute('href', '/user/recharge');
    expect(within(wallet).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/user/withdraw');
  });

  it('offers shortcuts to the account screens', async () => {
    const { fetchFn } = dashboardFetch();
    renderRoute('/user', { preloadedState: loggedInState(), services: { fetchFn } });
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    const targets = within(shortcuts)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(targets).toEqual([
      ['My orders', '/user/order'],
      ['My balance', '/user/amount'],
      ['My collection', '/user/wish'],
      ['Receive address', '/user/address'],
      ['My reviews', '/user/review'],
      ['Account information', '/user/profile'],
    ]);
  });

  it('lists the five most recent orders with status, total and a link to each', async () => {
    const { fetchFn, calls } = dashboardFetch((path) => (path === 'order/list' ? ok(pagedOf(seven)) : undefined));
    renderRoute('/user', { preloadedState: loggedInState(), services: { fetchFn } });
    const recent = await screen.findByRole('region', { name: 'Recent orders' });
    const rows = await within(recent).findAllByTestId('recent-order');
    expect(rows).toHaveLength(5);
    const [first] = rows;
    if (!first) throw new Error('no row');
    expect(within(first).getByRole('link', { name: 'Order number: SN7' })).toHaveAttribute('href', '/user/order/detail?id=7');
    expect(first).toHaveTextContent('$10.00');
    expect(first).toHaveTextContent('Waiting for delivery');
    expect(first).toHaveTextContent('Sunrise Store');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['SN7', 'SN6', 'SN5', 'SN4', 'SN3'].map((sn) => `Order number: ${sn}`));
    expect(within(recent).getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/user/order');
    expect(calls.filter((call) => call.path === 'order/list').map((call) => call.body)).toEqual([
      expect.objectContaining({ page: 1, page_size: 20 }),
    ]);
  });

  it('says when there are no orders yet and points to the shop', async () => {
    const { fetchFn } = dashboardFetch();
    renderRoute('/user', { preloadedState: loggedInState(), services: { fetchFn } });
    const recent = await screen.findByRole('region', { name: 'Recent orders' });
    expect(await within(recent).findByText('You have no orders yet.')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
    expect(within(recent).queryByRole('link', { name: 'All orders' })).not.toBeInTheDocument();
  });

  it('says in place when the balance cannot be read, and retries', async () => {
    let failing = true;
    const { fetchFn, calls } = dashboardFetch((path) =>
      path === 'mine/wealth/info' && failing ? { code: 500, msg: 'Server busy', data: null } : undefined,
    );
    renderRoute('/user', { preloadedState: loggedInState(), services: { fetchFn } });
    const wallet = await screen.findByRole('region', { name: 'Available balance' });
    expect(await within(wallet).findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(within(wallet).queryByText('$0.00')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(within(wallet).getByRole('button', { name: 'Try again' }));
    expect(await within(wallet).findByText('$1,234.56')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'mine/wealth/info').length).toBeGreaterThanOrEqual(2);
  });
});
