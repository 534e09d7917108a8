import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { phoneScreen } from '@/test/phone-screen';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, sentFields, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { pagedOf, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';
import type { Person, PersonDetail } from './people-api';

type Script = (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined;

/** The signed-in operator of these tests is uid 7 (the sample user). */
const ME = 7;

const zoe: Person = {
  uid: 12,
  email: 'zoe@bazaar.test',
  nickname: 'Zoe',
  avatar_url: '',
  roles: ['seller'],
  disabled: false,
  created_at: 1741082400,
};

function detail(overrides: Partial<PersonDetail> = {}): PersonDetail {
  return {
    ...zoe,
    phone: '+1 555 0100',
    shop: { shop_id: 3, name: "Zoe's Pans", suspended: false },
    wallet: { available: 5000, frozen: 250 },
    recent_logins: [{ time: 1741082400, ip: '203.0.113.9', user_agent: 'Firefox/128' }],
    disabled_reason: '',
    disabled_at: null,
    pending_grants: [],
    ...overrides,
  };
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);
const lastSent = (calls: SentCall[], path: string) => sentFields(callsTo(calls, path).at(-1));

function renderConsole(path: string, extra: Script, roles = ['operator']) {
  const { fetchFn, calls } = scriptedFetch((apiPath, body) => {
    const scripted = extra(apiPath, body);
    if (scripted) return scripted;
    if (apiPath === 'mine/info') return ok(userWithRoles(roles));
    if (apiPath === 'system/config') return ok(sampleConfig);
    return undefined;
  });
  const rendered = renderRoute(path, { preloadedState: loggedInState(userWithRoles(roles)), services: { fetchFn } });
  return { ...rendered, calls };
}

describe('people (/console/people)', () => {
  it('is in the platform group for operators, finds users by text and role, and links each user', async () => {
    const { calls, router } = renderConsole('/console/people', (path) => (path === 'console/user/list' ? ok(pagedOf([zoe])) : undefined));
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'People' })).toHaveAttribute('href', '/console/people');
    const table = await screen.findByRole('table', { name: 'People' });
    expect(lastSent(calls, 'console/user/list')).toEqual({ page: 1, page_size: 20 });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('zoe@bazaar.test');
    expect(row).toHaveTextContent('Seller');
    expect(within(row).getByTestId('standing')).toHaveTextContent('Active');
    expect(within(row).getByRole('link', { name: 'Open the user zoe@bazaar.test' })).toHaveAttribute('href', '/console/people/12');

    await userEvent.type(screen.getByRole('searchbox', { name: /Search/ }), ' zoe ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'seller');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => {
      expect(lastSent(calls, 'console/user/list')).toEqual({ keywords: 'zoe', role: 'seller', page: 1, page_size: 20 });
    });
    expect(router.state.location.search).toBe('?keywords=zoe&role=seller');
  });

  it('shows each user as a card on a phone', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(phoneScreen);
    renderConsole('/console/people', (path) => (path === 'console/user/list' ? ok(pagedOf([zoe])) : undefined));
    const list = await screen.findByRole('list', { name: 'People' });
    const [card] = within(list).getAllByTestId('data-card');
    expect(within(card as HTMLElement).getByRole('link', { name: 'Open the user zoe@bazaar.test' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    matchMedia.mockRestore();
  });

  it('is no screen for a reviewer', async () => {
    renderConsole('/console/people', () => undefined, ['reviewer']);
    expect(await screen.findByTestId('no-access')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'People' })).not.toBeInTheDocument();
  });
});

describe('one user (/console/people/:uid)', () => {
  it('shows the roles, shop, wallet and log-ins, and a grant waiting with who approved it first', async () => {
    const waiting = detail({
      pending_grants: [{ role: 'reviewer', approvals: 1, approvals_needed: 2, approved_by: [{ uid: 30, nickname: 'Olga' }] }],
    });
    const { calls } = renderConsole('/console/people/12', (path) => (path === 'console/user/detail' ? ok(waiting) : undefined));

    const reviewer = await screen.findByTestId('role-reviewer');
    expect(lastSent(calls, 'console/user/detail')).toEqual({ uid: 12 });
    expect(within(reviewer).getByTestId('pending-grant')).toHaveTextContent('1 of 2 approvals — approved by Olga');
    expect(screen.getByTestId('person-shop')).toHaveTextContent("Zoe's Pans");
    expect(screen.getByTestId('person-wallet')).toHaveTextContent('$50.00 available, $2.50 frozen');
    expect(screen.getByRole('table', { name: 'Recent log-ins' })).toHaveTextContent('Firefox/128');
    // A seller's role stays with the shop: it is never offered for revoking.
    expect(within(screen.getByTestId('role-seller')).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(reviewer).getByRole('button', { name: 'Approve granting the role Reviewer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason (optional, kept in the record)'), ' Joins the review team ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));

    await waitFor(() => {
      expect(lastSent(calls, 'console/user/role')).toEqual({ uid: 12, role: 'reviewer', grant: true, reason: 'Joins the review team' });
    });
  });

  it('offers no second approval to the operator who approved first', async () => {
    const mine = detail({
      pending_grants: [{ role: 'auditor', approvals: 1, approvals_needed: 2, approved_by: [{ uid: ME, nickname: 'Ada' }] }],
    });
    renderConsole('/console/people/12', (path) => (path === 'console/user/detail' ? ok(mine) : undefined));
    const auditor = await screen.findByTestId('role-auditor');
    expect(auditor).toHaveTextContent('a different operator must approve too');
    expect(within(auditor).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(within(auditor).getByRole('button', { name: 'Cancel granting the role Auditor' })).toBeInTheDocument();
  });

  it('disables the account only with a reason', async () => {
    const { calls } = renderConsole('/console/people/12', (path) => (path === 'console/user/detail' ? ok(detail()) : undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'Disable the account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText('Say why the account is disabled')).toBeInTheDocument();
    expect(callsTo(calls, 'console/user/disable')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Card fraud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));

    await waitFor(() => {
      expect(lastSent(calls, 'console/user/disable')).toEqual({ uid: 12, reason: 'Card fraud' });
    });
  });

  it('shows why a disabled account was disabled and offers to enable it', async () => {
    const disabled = detail({ disabled: true, disabled_reason: 'Card fraud', disabled_at: 1741082400 });
    const { calls } = renderConsole('/console/people/12', (path) => (path === 'console/user/detail' ? ok(disabled) : undefined));
    expect(await screen.findByText('Reason: Card fraud')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enable the account' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enable' }));
    await waitFor(() => {
      expect(lastSent(calls, 'console/user/enable')).toEqual({ uid: 12, reason: '' });
    });
  });

  it('offers no change on the operator’s own page', async () => {
    const own = detail({ uid: ME, roles: ['operator'], shop: null });
    renderConsole(`/console/people/${ME}`, (path) => (path === 'console/user/detail' ? ok(own) : undefined));
    expect(await screen.findByTestId('own-account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Grant|Revoke|Disable/ })).not.toBeInTheDocument();
  });
});
