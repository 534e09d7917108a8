import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { phoneScreen } from '@/test/phone-screen';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, sentFields, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { pagedOf, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';
import type { OperatorShop } from './operator-shops-api';

function shopRow(shopId: number, overrides: Partial<OperatorShop> = {}): OperatorShop {
  return {
    shop_id: shopId,
    name: `Shop ${shopId}`,
    logo: '',
    status: 'active',
    suspension_reason: '',
    suspended_at: null,
    created_at: 1_700_000_000,
    owner: { uid: 40 + shopId, email: `owner${shopId}@bazaar.test`, nickname: `owner${shopId}` },
    sales: 123_456,
    balance: 7_800,
    open_disputes: 2,
    open_reports: 3,
    ...overrides,
  };
}

const harbor = shopRow(1, { name: 'Harbor Trading Co' });
const northwind = shopRow(2, {
  name: 'Northwind Outfitters',
  status: 'suspended',
  suspension_reason: 'Sells counterfeits',
  suspended_at: 1_700_000_500,
});

type Script = (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined;

function renderShops(path: string, roles: string[], extra: Script = () => undefined) {
  const { fetchFn, calls } = scriptedFetch((apiPath, body) => {
    const scripted = extra(apiPath, body);
    if (scripted) return scripted;
    if (apiPath === 'mine/info') return ok(userWithRoles(roles));
    if (apiPath === 'system/config') return ok(sampleConfig);
    if (apiPath === 'console/shops/list') return ok(pagedOf([harbor, northwind]));
    return undefined;
  });
  const rendered = renderRoute(path, { preloadedState: loggedInState(userWithRoles(roles)), services: { fetchFn } });
  return { ...rendered, calls };
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);

describe("the operators' shops (/console/shops)", () => {
  it('lists each shop with its owner, figures and standing, under Platform in the navigation', async () => {
    renderShops('/console/shops', ['operator']);
    const table = await screen.findByRole('table', { name: 'Shops' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Harbor Trading Co');
    expect(first).toHaveTextContent('owner1@bazaar.test');
    expect(first).toHaveTextContent('$1,234.56');
    expect(first).toHaveTextContent('$78.00');
    expect(within(first as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(second).toHaveTextContent('Suspended');
    expect(second).toHaveTextContent('Sells counterfeits');
    expect(within(second as HTMLElement).getByRole('button', { name: 'Reinstate the shop Northwind Outfitters' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByText('Platform')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Shops' })).toHaveAttribute('href', '/console/shops');
  });

  it('suspends a shop only with a reason, then refreshes the list', async () => {
    const { calls } = renderShops('/console/shops', ['operator']);
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend the shop Harbor Trading Co' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend a shop' });
    expect(dialog).toHaveTextContent('owner1@bazaar.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend the shop' }));
    expect(await within(dialog).findByText('Say why the shop is suspended.')).toBeInTheDocument();
    expect(callsTo(calls, 'console/shops/suspend')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), '  Counterfeit cookware ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend the shop' }));

    await waitFor(() => {
      expect(sentFields(callsTo(calls, 'console/shops/suspend')[0])).toEqual({ shop_id: 1, reason: 'Counterfeit cookware' });
    });
    await waitFor(() => {
      expect(callsTo(calls, 'console/shops/list')).toHaveLength(2);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reinstates a suspended shop with an optional remark, and says so when another operator was first', async () => {
    const { calls } = renderShops('/console/shops', ['operator'], (path) =>
      path === 'console/shops/reinstate' ? { code: 108, msg: 'The current state does not allow this', data: null } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reinstate the shop Northwind Outfitters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reinstate a shop' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reinstate the shop' }));

    expect(await within(dialog).findByText(/Another operator changed this shop's standing first/)).toBeInTheDocument();
    expect(sentFields(callsTo(calls, 'console/shops/reinstate')[0])).toEqual({ shop_id: 2, remark: '' });
    expect(within(dialog).queryByRole('button', { name: 'Reinstate the shop' })).not.toBeInTheDocument();
  });

  it('shows a refused reason under the field', async () => {
    renderShops('/console/shops', ['operator'], (path) =>
      path === 'console/shops/suspend' ? { code: 102, msg: 'Invalid parameter: reason', data: { field: 'reason' } } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend the shop Harbor Trading Co' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend a shop' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend the shop' }));
    expect(await within(dialog).findByText('Invalid parameter: reason')).toBeInTheDocument();
  });

  it('searches and filters by standing from the first page, keeping both in the address', async () => {
    const { calls, router } = renderShops('/console/shops?page=2', ['operator']);
    await screen.findByRole('table', { name: 'Shops' });
    expect(sentFields(callsTo(calls, 'console/shops/list')[0])).toEqual({ page: 2, page_size: 20 });

    await userEvent.type(screen.getByRole('searchbox', { name: /Search/ }), 'harbor{Enter}');
    await waitFor(() => {
      expect(sentFields(callsTo(calls, 'console/shops/list').at(-1))).toEqual({ page: 1, page_size: 20, keywords: 'harbor' });
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Suspended' }));
    await waitFor(() => {
      expect(sentFields(callsTo(calls, 'console/shops/list').at(-1))).toEqual({
        page: 1,
        page_size: 20,
        keywords: 'harbor',
        status: 'suspended',
      });
    });
    expect(router.state.location.search).toBe('?q=harbor&status=suspended');
  });

  it('shows each shop as a card on a phone', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(phoneScreen);
    renderShops('/console/shops', ['operator']);
    const list = await screen.findByRole('list', { name: 'Shops' });
    const [first] = within(list).getAllByTestId('data-card');
    expect(first).toHaveTextContent('Harbor Trading Co');
    expect(within(first as HTMLElement).getByRole('button', { name: 'Suspend the shop Harbor Trading Co' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    matchMedia.mockRestore();
  });

  it('is for operators only', async () => {
    const { calls } = renderShops('/console/shops', ['reviewer']);
    expect(await screen.findByText(/do not have access|no access/i)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shops' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'console/shops/list')).toHaveLength(0);
  });
});
