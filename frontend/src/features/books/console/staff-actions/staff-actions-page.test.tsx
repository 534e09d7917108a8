import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer as ok, scriptedFetch, sentFields } from '@/test/scripted-api';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { pagedOf, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';
import { changesOf } from './action-kinds';

const suspension = {
  action_id: 'a1.2',
  actor: { uid: 41, email: 'operator@bazaar.test', nickname: 'Olga' },
  kind: 'shop_suspended',
  target: 'shop:7',
  reason: 'Counterfeit watches',
  before: { suspended: false },
  after: { suspended: true },
  time: 1_735_700_000,
};

function renderRecord(roles: string[], path = '/console/audit/actions') {
  const { fetchFn, calls } = scriptedFetch((apiPath) => {
    if (apiPath === 'mine/info') return ok(userWithRoles(roles));
    if (apiPath === 'system/config') return ok(sampleConfig);
    if (apiPath === 'console/audit/actions') return ok(pagedOf([suspension]));
    return undefined;
  });
  const rendered = renderRoute(path, { preloadedState: loggedInState(userWithRoles(roles)), services: { fetchFn } });
  return { ...rendered, calls };
}

describe('the record of staff actions', () => {
  it('lists each change as field: before → after, in name order', () => {
    expect(changesOf({ name: 'Tools', visible: true }, { name: 'Garden tools', visible: false, icon: 'a.png' })).toEqual([
      { field: 'icon', from: '—', to: 'a.png' },
      { field: 'name', from: 'Tools', to: 'Garden tools' },
      { field: 'visible', from: 'true', to: 'false' },
    ]);
  });

  it('shows an operator who acted, on what, why and what changed', async () => {
    renderRecord(['operator']);
    const table = await screen.findByRole('table', { name: 'Staff actions' });
    const row = within(table).getByText('Shop suspended').closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Olga')).toBeInTheDocument();
    expect(cells.getByText('shop:7')).toBeInTheDocument();
    expect(cells.getByText('Counterfeit watches')).toBeInTheDocument();
    expect(cells.getByTestId('action-change')).toHaveTextContent('suspended: false → true');
  });

  it('asks the server for one kind when the auditor filters by it', async () => {
    const { calls } = renderRecord(['auditor']);
    await screen.findByRole('table', { name: 'Staff actions' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind of action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shop suspended' }));
    await waitFor(() => {
      const asked = calls.filter((call) => call.path === 'console/audit/actions').map((call) => sentFields(call)?.kind);
      expect(asked).toContain('shop_suspended');
    });
  });

  it('is no screen for a seller', async () => {
    renderRecord(['seller']);
    expect(await screen.findByText(/no access|not allowed|permission/i)).toBeInTheDocument();
  });
});
