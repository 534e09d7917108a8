import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer as ok, scriptedFetch } from '@/test/scripted-api';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { sampleConfig, userWithRoles } from '@/test/wallet-fixtures';

const SID = 'S'.repeat(32);

function renderExports(roles: string[]) {
  const { fetchFn } = scriptedFetch((path) => {
    if (path === 'mine/info') return ok(userWithRoles(roles));
    if (path === 'system/config') return ok(sampleConfig);
    return undefined;
  });
  return renderRoute('/console/exports', { preloadedState: loggedInState(userWithRoles(roles)), services: { fetchFn } });
}

const query = (testId: string) => Object.fromEntries(new URL(screen.getByTestId(testId).getAttribute('href') ?? '', 'http://bazaar.test').searchParams);

describe('the exports page', () => {
  it('gives an operator every export as a link, from the platform navigation', async () => {
    renderExports(['operator']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Exports' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Exports' })).toHaveAttribute('href', '/console/exports');
    for (const [testId, path] of [
      ['download-settlements', 'settlements'],
      ['download-ledger-series', 'ledger-series'],
      ['download-day-closes', 'day-closes'],
      ['download-staff-actions', 'staff-actions'],
      ['download-recharges', 'recharges'],
      ['download-withdrawals', 'withdrawals'],
      ['download-shop-applications', 'shop-applications'],
      ['download-disputes', 'disputes'],
    ] as const) {
      expect(screen.getByTestId(testId).getAttribute('href')).toMatch(new RegExp(`^/api/console/export/${path}\\.csv\\?`));
      expect(query(testId).sid).toBe(SID);
    }
  });

  it('puts the chosen filters in the links and holds back a range that ends before it starts', async () => {
    renderExports(['auditor']);
    await userEvent.type(await screen.findByLabelText('Shop ID'), '7');
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-03-31');
    expect(query('download-settlements')).toEqual({ from: '2026-03-01', to: '2026-03-31', shop_id: '7', sid: SID });
    await userEvent.type(screen.getByLabelText('Actor UID'), '42');
    await userEvent.type(screen.getByLabelText('Kind'), 'shop_suspend');
    expect(query('download-staff-actions')).toEqual({ actor_uid: '42', kind: 'shop_suspend', sid: SID });
    await userEvent.click(screen.getByRole('radio', { name: 'Rejected' }));
    expect(query('download-recharges')).toEqual({ status: 'error', sid: SID });

    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-02-01');
    expect(screen.getByText('The end comes before the start')).toBeInTheDocument();
    expect(screen.queryByTestId('download-settlements')).not.toBeInTheDocument();
  });

  it('is not for a reviewer or a seller', async () => {
    renderExports(['reviewer', 'seller']);
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.queryByTestId('download-settlements')).not.toBeInTheDocument();
  });
});
