import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer as ok, scriptedFetch, type SentCall } from '@/test/scripted-api';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { pagedOf, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';

const summary = {
  shop_id: 3,
  shop_name: "Ann's Attic",
  sales_total: 50000,
  escrow: 10000,
  settled_total: 40000,
  commission_total: 2000,
  balance: 38000,
  frozen: 0,
  commission: {
    percent: '5',
    own_rule: false,
    categories: [{ category_id: 23, names: { en: 'Cookware', 'zh-CN': '炊具' }, percent: '7.5', set_time: 1_735_700_000 }],
  },
};
const settlement = { order_id: 'o1', order_sn: 'BZ2025001', subtotal: 20000, total: 21000, commission: 1000, net: 20000, settled_time: 1_735_700_000 };
const daily = [
  { date: '2025-01-01', orders: 0, total: 0, commission: 0, net: 0 },
  { date: '2025-01-02', orders: 1, total: 21000, commission: 1000, net: 20000 },
];

function renderMoney(roles: string[]) {
  const { fetchFn, calls } = scriptedFetch((path) => {
    if (path === 'mine/info') return ok(userWithRoles(roles));
    if (path === 'system/config') return ok(sampleConfig);
    if (path === 'console/shop/summary') return ok(summary);
    if (path === 'console/shop/settlements') return ok(pagedOf([settlement]));
    if (path === 'console/shop/settlements/daily') return ok({ list: daily });
    return undefined;
  });
  const rendered = renderRoute('/console/seller/money', { preloadedState: loggedInState(userWithRoles(roles)), services: { fetchFn } });
  return { ...rendered, calls };
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);

describe('seller money', () => {
  it('names the shop and shows its sales, escrow, settlements, commission and the wallet', async () => {
    renderMoney(['seller']);
    expect(await screen.findByRole('heading', { name: "Money of Ann's Attic" })).toBeInTheDocument();
    expect(screen.getByTestId('money-sales')).toHaveTextContent('Sales$500.00');
    expect(screen.getByTestId('money-escrow')).toHaveTextContent('In escrow$100.00');
    expect(screen.getByTestId('money-settled')).toHaveTextContent('Settled$400.00');
    expect(screen.getByTestId('money-commission')).toHaveTextContent('Commission$20.00');
    expect(screen.getByTestId('money-balance')).toHaveTextContent('Wallet balance$380.00');
    expect(screen.getByTestId('money-frozen')).toHaveTextContent('Frozen$0.00');
  });

  it('says which commission rate the shop pays and which categories pay another', async () => {
    renderMoney(['seller']);
    const rate = await screen.findByTestId('money-commission-rate');
    expect(rate).toHaveTextContent("Your shop pays the platform's commission rate:5%");
    const categories = within(rate).getByRole('list', { name: /pay another rate/ });
    expect(within(categories).getByRole('listitem')).toHaveTextContent('Cookware: 7.5%');
  });

  it('lists each settled order with what the seller got, and charts the days', async () => {
    const { calls } = renderMoney(['seller']);
    const table = await screen.findByRole('table', { name: 'Settlements' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('BZ2025001');
    expect(row).toHaveTextContent('$200.00');
    expect(row).toHaveTextContent('$210.00');
    expect(row).toHaveTextContent('$10.00');
    expect(await screen.findByTestId('settlements-chart')).toBeInTheDocument();
    expect(callsTo(calls, 'console/shop/settlements')[0]?.body).toMatchObject({ page: 1 });
    expect(callsTo(calls, 'console/shop/settlements/daily')[0]?.body).toMatchObject({ days: 30 });
  });

  it('leads to the withdrawal inside the console to take the balance out', async () => {
    const { router } = renderMoney(['seller']);
    const link = await screen.findByRole('link', { name: 'Withdraw the balance' });
    expect(link).toHaveAttribute('href', '/console/seller/money/withdraw');
    await userEvent.click(link);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/console/seller/money/withdraw');
    });
  });

  it('is in the seller’s navigation', async () => {
    renderMoney(['seller']);
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Money' })).toHaveAttribute('href', '/console/seller/money');
  });

  it('is refused to a user without the seller role', async () => {
    const { calls } = renderMoney(['reviewer']);
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(callsTo(calls, 'console/shop/summary')).toHaveLength(0);
  });
});

describe('the monthly statement', () => {
  it('links this month’s statement as CSV and PDF (in the screen’s language), and another month once picked', async () => {
    const { currentMonth } = await import('./statement-month');
    renderMoney(['seller']);
    const month = currentMonth();
    const csv = await screen.findByRole('link', { name: 'Statement (CSV)' });
    expect(csv).toHaveAttribute('href', `/api/console/seller/statement?month=${month}&format=csv&sid=${'S'.repeat(32)}`);
    expect(screen.getByRole('link', { name: 'Statement (PDF)' })).toHaveAttribute(
      'href',
      `/api/console/seller/statement?month=${month}&format=pdf&language=en&sid=${'S'.repeat(32)}`,
    );
    const picker = screen.getByLabelText('Month');
    await userEvent.clear(picker);
    await userEvent.type(picker, '2024-02');
    expect(screen.getByRole('link', { name: 'Statement (CSV)' }).getAttribute('href')).toContain('month=2024-02&format=csv');
  });

  it('offers no statement for a month that has not begun', async () => {
    renderMoney(['seller']);
    const picker = await screen.findByLabelText('Month');
    await userEvent.clear(picker);
    await userEvent.type(picker, '2999-01');
    expect(screen.getByText('Choose this month or an earlier one')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Statement (PDF)' })).not.toBeInTheDocument();
  });
});
