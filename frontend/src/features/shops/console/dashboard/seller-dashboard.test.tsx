import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer as ok, scriptedFetch, type SentCall } from '@/test/scripted-api';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { pagedOf, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';
import { skuPropsText } from './dashboard-links';

const dashboard = {
  shop: { shop_id: 3, name: "Ann's Attic", logo: '/uploads/shops/ann.png' },
  to_confirm: 4,
  to_ship: 2,
  disputes_open: 3,
  disputes_waiting: 1,
  low_stock_threshold: 5,
  low_stock: [
    { shop_goods_id: 41, sku_id: 7, name: 'Trail Jacket', props_desc: 'Color:Red;Size:L', stock: 0 },
    { shop_goods_id: 52, sku_id: 9, name: 'Wool Hat', props_desc: '', stock: 3 },
  ],
  best_sellers: [
    { shop_goods_id: 52, name: 'Wool Hat', cover_image: '/img/hat.png', sales: 120, price: 1500 },
    { shop_goods_id: 41, name: 'Trail Jacket', cover_image: '/img/jacket.png', sales: 35, price: 10000 },
  ],
  orders_per_day: [
    { date: '2025-01-01', orders: 0, amount: 0 },
    { date: '2025-01-02', orders: 3, amount: 4500 },
  ],
};

function renderDashboard(path: string, roles: string[], answer: unknown = dashboard) {
  const { fetchFn, calls } = scriptedFetch((apiPath) => {
    if (apiPath === 'mine/info') return ok(userWithRoles(roles));
    if (apiPath === 'system/config') return ok(sampleConfig);
    if (apiPath === 'console/shop/dashboard') return ok(answer);
    if (apiPath === 'console/order/list') return ok(pagedOf([]));
    if (apiPath === 'console/overview') return ok({ sla_hours: 24 });
    return undefined;
  });
  const rendered = renderRoute(path, { preloadedState: loggedInState(userWithRoles(roles)), services: { fetchFn } });
  return { ...rendered, calls };
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);

describe('SKU options on the dashboard', () => {
  it('reads "Label:Value;..." as "Label: Value · ..." and nothing for a product without options', () => {
    expect(skuPropsText('Color:Red;Size:L')).toBe('Color: Red · Size: L');
    expect(skuPropsText('Time:10:30')).toBe('Time: 10:30');
    expect(skuPropsText('')).toBe('');
  });
});

describe('seller dashboard (/console/seller)', () => {
  it('names the shop with its logo and asks for the last 30 days', async () => {
    const { calls } = renderDashboard('/console/seller', ['seller']);
    const heading = await screen.findByRole('heading', { level: 1, name: "Ann's Attic" });
    expect(heading.closest('.mantine-Group-root')?.querySelector('img')).toHaveAttribute('src', '/uploads/shops/ann.png');
    expect(callsTo(calls, 'console/shop/dashboard')[0]?.body).toMatchObject({ days: 30 });
    expect(screen.getByRole('link', { name: 'Edit shop profile' })).toHaveAttribute('href', '/console/seller/profile');
    expect(screen.getByRole('link', { name: 'View the shop' })).toHaveAttribute('href', '/shop-index?id=3');
  });

  it('counts the orders to confirm and to ship, each leading to the orders on that tab', async () => {
    const { router } = renderDashboard('/console/seller', ['seller']);
    const toConfirm = await screen.findByTestId('dashboard-to-confirm');
    expect(toConfirm).toHaveTextContent('4');
    expect(within(toConfirm).getByRole('link', { name: 'To confirm' })).toHaveAttribute('href', '/console/seller/orders?status=wait_confirm');
    const toShip = screen.getByTestId('dashboard-to-ship');
    expect(toShip).toHaveTextContent('2');
    await userEvent.click(within(toShip).getByRole('link', { name: 'To ship' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=wait_ship');
    });
    expect(await screen.findByRole('tab', { name: 'Waiting for delivery', selected: true })).toBeInTheDocument();
  });

  it('counts the open disputes and those waiting for the seller, each leading to the disputes', async () => {
    const { router } = renderDashboard('/console/seller', ['seller']);
    const waiting = await screen.findByTestId('dashboard-disputes-waiting');
    expect(waiting).toHaveTextContent('1');
    expect(within(waiting).getByRole('link', { name: 'Disputes waiting for you' })).toHaveAttribute('href', '/console/seller/disputes');
    const open = screen.getByTestId('dashboard-disputes-open');
    expect(open).toHaveTextContent('3');
    await userEvent.click(within(open).getByRole('link', { name: 'Open disputes' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/console/seller/disputes');
    });
  });

  it('counts no disputes from a server that does not send them yet', async () => {
    const older = Object.fromEntries(Object.entries(dashboard).filter(([key]) => !key.startsWith('disputes_')));
    renderDashboard('/console/seller', ['seller'], older);
    expect(await screen.findByTestId('dashboard-disputes-open')).toHaveTextContent('0');
    expect(screen.getByTestId('dashboard-disputes-waiting')).toHaveTextContent('0');
  });

  it('lists the low-stock SKUs with their options and stock under the threshold, each linking to its product', async () => {
    renderDashboard('/console/seller', ['seller']);
    const table = await screen.findByRole('table', { name: 'Low stock' });
    expect(screen.getByTestId('low-stock-threshold')).toHaveTextContent('SKUs with fewer than 5 in stock, lowest first.');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Trail JacketColor: Red · Size: L0', 'Wool Hat—3']);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Trail Jacket' })).toHaveAttribute('href', '/console/seller/goods/41');
  });

  it('lists the best sellers with their sales and price, and charts the orders per day', async () => {
    renderDashboard('/console/seller', ['seller']);
    const best = await screen.findAllByTestId('best-seller');
    expect(best.map((item) => item.textContent)).toEqual(['Wool HatSold: 120$15.00', 'Trail JacketSold: 35$100.00']);
    expect(within(best[0] as HTMLElement).getByRole('link', { name: 'Wool Hat' })).toHaveAttribute('href', '/console/seller/goods/52');
    expect(screen.getByTestId('orders-chart')).toHaveAccessibleName('Orders per day, last 30 days');
  });

  it('says so when nothing runs low, nothing sold and no order came in', async () => {
    renderDashboard('/console/seller', ['seller'], {
      ...dashboard,
      low_stock: [],
      best_sellers: [],
      orders_per_day: [{ date: '2025-01-01', orders: 0, amount: 0 }],
    });
    expect(await screen.findByText('Every SKU has enough stock.')).toBeInTheDocument();
    expect(screen.getByText('Nothing sold yet.')).toBeInTheDocument();
    expect(screen.getByText('No orders in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByTestId('orders-chart')).not.toBeInTheDocument();
  });

  it('is the first entry of the seller’s navigation, highlighted on its own page only', async () => {
    renderDashboard('/console/seller/orders', ['seller']);
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    const link = within(nav).getByRole('link', { name: 'Dashboard' });
    expect(link).toHaveAttribute('href', '/console/seller');
    expect(link).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Shop orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Shop profile' })).toHaveAttribute('href', '/console/seller/profile');
  });

  it('is refused to a user without the seller role', async () => {
    const { calls } = renderDashboard('/console/seller', ['reviewer']);
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(callsTo(calls, 'console/shop/dashboard')).toHaveLength(0);
  });
});

describe('the console home of a seller', () => {
  it('opens on the shop dashboard, then links to the other sections', async () => {
    renderDashboard('/console', ['seller']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Console' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: "Ann's Attic" })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-to-confirm')).toHaveTextContent('4');
    expect(screen.getByRole('heading', { name: 'Your other sections' })).toBeInTheDocument();
    expect(screen.getByTestId('home-seller-orders')).toHaveAttribute('href', '/console/seller/orders');
    expect(screen.queryByTestId('home-seller-dashboard')).not.toBeInTheDocument();
  });

  it('is not shown to a user without the seller role', async () => {
    const { calls } = renderDashboard('/console', ['auditor']);
    expect(await screen.findByRole('heading', { name: 'Your sections' })).toBeInTheDocument();
    expect(callsTo(calls, 'console/shop/dashboard')).toHaveLength(0);
  });
});

describe('a suspended shop’s dashboard', () => {
  it('says the platform suspended the shop, why and what it means, above the usual figures', async () => {
    const suspended = { ...dashboard, suspension: { reason: 'Sells counterfeit cookware', since: 1_700_000_000 } };
    renderDashboard('/console/seller', ['seller'], suspended);
    const notice = await screen.findByTestId('shop-suspended');
    expect(within(notice).getByText('Your shop is suspended by the platform')).toBeInTheDocument();
    expect(notice).toHaveTextContent('Reason: Sells counterfeit cookware');
    expect(notice).toHaveTextContent('Orders already paid go on');
    expect(screen.getByTestId('dashboard-to-confirm')).toHaveTextContent('4');
  });

  it('shows no notice while the shop trades', async () => {
    renderDashboard('/console/seller', ['seller'], { ...dashboard, suspension: null });
    expect(await screen.findByRole('heading', { level: 1, name: "Ann's Attic" })).toBeInTheDocument();
    expect(screen.queryByTestId('shop-suspended')).not.toBeInTheDocument();
  });
});
