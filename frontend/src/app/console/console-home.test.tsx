import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer as ok, scriptedFetch, type SentCall } from '@/test/scripted-api';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { sampleConfig, userWithRoles } from '@/test/wallet-fixtures';

const overview = {
  sla_hours: 24,
  recharges: { waiting: 5, overdue: 2 },
  withdrawals: { waiting: 1, overdue: 0 },
  shop_applications: { waiting: 0, overdue: 0 },
  disputes: { waiting: 3, overdue: 1 },
};

function renderHome(roles: string[]) {
  const { fetchFn, calls } = scriptedFetch((path) => {
    if (path === 'mine/info') return ok(userWithRoles(roles));
    if (path === 'system/config') return ok(sampleConfig);
    if (path === 'console/overview') return ok(overview);
    return undefined;
  });
  const rendered = renderRoute('/console', { preloadedState: loggedInState(userWithRoles(roles)), services: { fetchFn } });
  return { ...rendered, calls };
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);

describe('console home', () => {
  it('shows a reviewer each queue’s waiting and overdue counts, overdue ones highlighted and linked', async () => {
    renderHome(['reviewer', 'seller']);
    const recharges = await screen.findByTestId('overview-recharges');
    await waitFor(() => {
      expect(recharges).toHaveTextContent('5');
    });
    expect(recharges).toHaveAttribute('data-overdue', 'true');
    expect(within(recharges).getByRole('link', { name: 'Overdue: 2' })).toHaveAttribute('href', '/console/recharge?age=24');
    expect(within(recharges).getByRole('link', { name: 'Recharges' })).toHaveAttribute('href', '/console/recharge');

    const withdrawals = screen.getByTestId('overview-withdrawals');
    expect(withdrawals).not.toHaveAttribute('data-overdue');
    expect(withdrawals).toHaveTextContent('None overdue');
    expect(within(screen.getByTestId('overview-shop_applications')).getByRole('link', { name: 'Shop applications' })).toHaveAttribute(
      'href',
      '/console/shop-applications',
    );
    const disputes = screen.getByTestId('overview-disputes');
    expect(disputes).toHaveTextContent('3');
    expect(within(disputes).getByRole('link', { name: 'Disputes to decide' })).toHaveAttribute('href', '/console/disputes');
    // The arbiters' queue has no age filter: its overdue badge opens the queue itself.
    expect(within(disputes).getByRole('link', { name: 'Overdue: 1' })).toHaveAttribute('href', '/console/disputes');
    expect(screen.getByText('Overdue: waiting longer than 24 h.')).toBeInTheDocument();
  });

  it('then links to the reviewer’s other sections, not again to the queues', async () => {
    renderHome(['reviewer', 'seller']);
    expect(await screen.findByRole('heading', { name: 'Your other sections' })).toBeInTheDocument();
    expect(screen.getByTestId('home-seller-orders')).toHaveAttribute('href', '/console/seller/orders');
    expect(screen.getByTestId('home-seller-money')).toHaveAttribute('href', '/console/seller/money');
    expect(screen.queryByTestId('home-recharge')).not.toBeInTheDocument();
    // The arbiters' queue is counted in the overview, like the other queues.
    expect(screen.queryByTestId('home-disputes')).not.toBeInTheDocument();
  });

  it('gives a user with one role links to their sections, without asking for counts', async () => {
    const { calls } = renderHome(['auditor']);
    expect(await screen.findByRole('heading', { name: 'Your sections' })).toBeInTheDocument();
    expect(screen.getByTestId('home-audit-books')).toHaveAttribute('href', '/console/audit/books');
    expect(screen.getByTestId('home-reconcile')).toHaveAttribute('href', '/console/audit/reconcile');
    expect(screen.queryByTestId('overview-recharges')).not.toBeInTheDocument();
    expect(callsTo(calls, 'console/overview')).toHaveLength(0);
  });
});
