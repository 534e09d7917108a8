import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/shared/format';
import { phoneScreen } from '@/test/phone-screen';
import { answer as ok, scriptedFetch, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { hexId, pagedOf, reviewRecharge, reviewWithdraw, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';

type Script = (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined;

function renderReviewer(path: string, extra: Script) {
  const { fetchFn, calls } = scriptedFetch((apiPath, body) => {
    const scripted = extra(apiPath, body);
    if (scripted) return scripted;
    if (apiPath === 'mine/info') return ok(userWithRoles(['reviewer']));
    if (apiPath === 'system/config') return ok(sampleConfig);
    return undefined;
  });
  const rendered = renderRoute(path, { preloadedState: loggedInState(userWithRoles(['reviewer'])), services: { fetchFn } });
  return { ...rendered, calls };
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);
const lastBody = (calls: SentCall[], path: string) => callsTo(calls, path).at(-1)?.body as Record<string, unknown>;
const hoursAgo = (hours: number) => Math.floor(Date.now() / 1000) - hours * 3600;
const queueOf = (list: unknown[]) => ok({ ...pagedOf(list), sla_hours: 24 });

describe('queue search and filters', () => {
  it('writes the search and filters to the address bar and sends the amounts in cents', async () => {
    const { calls, router } = renderReviewer('/console/recharge?page=3', (path) =>
      path === 'console/recharge/list' ? queueOf([]) : undefined,
    );
    const filters = await screen.findByRole('search', { name: 'Search and filters' });
    await userEvent.type(within(filters).getByRole('searchbox', { name: 'Search' }), 'ada@');
    await userEvent.type(within(filters).getByLabelText('Min amount (USD)'), '10.50');
    await userEvent.type(within(filters).getByLabelText('Max amount (USD)'), '200');
    await userEvent.type(within(filters).getByLabelText('Older than (hours)'), '24');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));

    await waitFor(() => {
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        q: 'ada@',
        min: '10.50',
        max: '200',
        age: '24',
      });
    });
    await waitFor(() => {
      expect(lastBody(calls, 'console/recharge/list')).toMatchObject({
        status: 'wait',
        page: 1,
        keywords: 'ada@',
        min_amount: 1050,
        max_amount: 20000,
        min_age_hours: 24,
      });
    });
  });

  it('reads the filters back from the address bar and keeps them across tabs', async () => {
    const { calls, router } = renderReviewer('/console/withdraw?q=bob&min=5&age=3', (path) =>
      path === 'console/withdraw/list' ? queueOf([]) : undefined,
    );
    await waitFor(() => {
      expect(lastBody(calls, 'console/withdraw/list')).toMatchObject({ keywords: 'bob', min_amount: 500, min_age_hours: 3 });
    });
    expect(lastBody(calls, 'console/withdraw/list')).not.toHaveProperty('max_amount');
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('bob');
    await userEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get('status')).toBe('error');
    });
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('bob');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=error');
    });
  });

  it('refuses an amount that is not money, and a maximum below the minimum', async () => {
    const { router } = renderReviewer('/console/recharge', (path) => (path === 'console/recharge/list' ? queueOf([]) : undefined));
    await userEvent.type(await screen.findByLabelText('Min amount (USD)'), '1e3');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter an amount like 12.50')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Min amount (USD)'));
    await userEvent.type(screen.getByLabelText('Min amount (USD)'), '50');
    await userEvent.type(screen.getByLabelText('Max amount (USD)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The maximum is below the minimum')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('searches shop applications by keywords and age (no amount filters there)', async () => {
    const { calls } = renderReviewer('/console/shop-applications', (path) =>
      path === 'console/shop_application/list' ? queueOf([]) : undefined,
    );
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), 'Attic');
    await userEvent.type(screen.getByLabelText('Older than (hours)'), '48');
    expect(screen.queryByLabelText('Min amount (USD)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(lastBody(calls, 'console/shop_application/list')).toMatchObject({ keywords: 'Attic', min_age_hours: 48 });
    });
  });
});

describe('queue age and SLA', () => {
  it('shows how long each application waited and tints the overdue ones', async () => {
    renderReviewer('/console/recharge', (path) =>
      path === 'console/recharge/list'
        ? queueOf([reviewRecharge(1, { add_time: hoursAgo(30), overdue: true }), reviewRecharge(2, { add_time: hoursAgo(3) })])
        : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Recharge review' });
    const [late, fresh] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(late).toHaveAttribute('data-overdue', 'true');
    expect(within(late).getByTestId('queue-age')).toHaveTextContent('30h');
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    expect(fresh).not.toHaveAttribute('data-overdue');
    expect(within(fresh).getByTestId('queue-age')).toHaveTextContent('3h');
    expect(screen.getByTestId('sla-note')).toHaveTextContent('longer than 24 h');
  });
});

describe('two-person approvals', () => {
  const big = (approvals: number, overrides: Record<string, unknown> = {}) =>
    reviewWithdraw(5, { amount: 250000, approvals, approvals_needed: 2, approver_uids: approvals ? [99] : [], ...overrides });

  it('shows "1 of 2 approvals" on a withdrawal that needs two reviewers', async () => {
    renderReviewer('/console/withdraw', (path) =>
      path === 'console/withdraw/list' ? queueOf([big(1), reviewWithdraw(6, { approvals: 0, approvals_needed: 1 })]) : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Withdrawal review' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByTestId('approvals')).toHaveTextContent('1 of 2 approvals');
    expect(within(rows[1] as HTMLElement).queryByTestId('approvals')).not.toBeInTheDocument();
  });

  it('names the first approver, and when, on a "1 of 2" withdrawal', async () => {
    const first = { reviewer_uid: 99, reviewer: 'rita@bazaar.test', time: 1_735_700_000 };
    renderReviewer('/console/withdraw', (path) =>
      path === 'console/withdraw/list' ? queueOf([big(1, { first_approval: first })]) : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Withdrawal review' });
    expect(within(table).getByTestId('first-approval')).toHaveTextContent(
      `First approved by rita@bazaar.test at ${formatDateTime(1_735_700_000)}`,
    );
  });

  it('shows each waiting withdrawal on a phone as a card with every fact and both decisions', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(phoneScreen);
    const first = { reviewer_uid: 99, reviewer: 'rita@bazaar.test', time: null };
    renderReviewer('/console/withdraw', (path) =>
      path === 'console/withdraw/list' ? queueOf([big(1, { first_approval: first })]) : undefined,
    );
    const list = await screen.findByRole('list', { name: 'Withdrawal review' });
    const [card] = within(list).getAllByTestId('data-card');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const shown = within(card as HTMLElement);
    expect(shown.getByRole('link', { name: '00000005' })).toBeInTheDocument();
    expect(card).toHaveTextContent('$2,500.00');
    expect(shown.getByTestId('approvals')).toHaveTextContent('1 of 2 approvals');
    expect(shown.getByTestId('first-approval')).toHaveTextContent('First approved by rita@bazaar.test');
    expect(shown.getByRole('button', { name: 'Approve withdrawal #00000005' })).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Reject withdrawal #00000005' })).toBeInTheDocument();
    matchMedia.mockRestore();
  });

  it('says a second reviewer must approve after a first approval, and reloads the list', async () => {
    const { calls } = renderReviewer('/console/withdraw', (path) => {
      if (path === 'console/withdraw/list') return queueOf([big(0)]);
      if (path === 'console/withdraw/approve') return ok(null);
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve withdrawal #00000005' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    expect(await screen.findByText(/A second reviewer must approve/)).toBeInTheDocument();
    expect(screen.queryByText('The application was approved')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(callsTo(calls, 'console/withdraw/list')).toHaveLength(2);
    });
  });

  it('offers no second approval to the reviewer who gave the first', async () => {
    renderReviewer('/console/withdraw', (path) => (path === 'console/withdraw/list' ? queueOf([big(1, { approver_uids: [7] })]) : undefined));
    const table = await screen.findByRole('table', { name: 'Withdrawal review' });
    expect(within(table).getByText('You approved; waiting for a second reviewer')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Approve withdrawal #00000005' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Reject withdrawal #00000005' })).toBeInTheDocument();
  });

  it('shows the approvals on the recharge page too', async () => {
    renderReviewer(`/console/recharge/${hexId(5)}`, (path) =>
      path === 'console/recharge/detail'
        ? ok({ recharge: reviewRecharge(5, { amount: 150000, approvals: 1, approvals_needed: 2 }), history: [], duplicates: [] })
        : undefined,
    );
    expect(await screen.findByTestId('approvals')).toHaveTextContent('1 of 2 approvals');
  });
});

describe('withdrawal detail', () => {
  const review = {
    withdraw: reviewWithdraw(5, { amount: 4000 }),
    balance: { available: 12000, frozen: 4000 },
    history: [
      { entry_id: 2, kind: 'settlement', amount_change: 9500, frozen_change: 0, amount: 12000, frozen_amount: 4000, remark: 'Order BZ1', add_time: 1_735_700_100 },
      { entry_id: 1, kind: 'withdraw_freeze', amount_change: -4000, frozen_change: 4000, amount: 2500, frozen_amount: 4000, remark: '', add_time: 1_735_700_000 },
    ],
    withdrawals: [reviewWithdraw(3, { status: 'error', remark: 'Wrong IBAN' })],
  };

  it('is linked from the queue and shows the balance, wallet history and other withdrawals', async () => {
    const { calls, router } = renderReviewer('/console/withdraw', (path) => {
      if (path === 'console/withdraw/list') return queueOf([reviewWithdraw(5)]);
      if (path === 'console/withdraw/detail') return ok(review);
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'Withdrawal review' });
    await userEvent.click(within(table).getByRole('link', { name: '00000005' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/console/withdraw/${hexId(5)}`);
    });
    expect(await screen.findByTestId('user-balance')).toHaveTextContent('$120.00');
    expect(screen.getByTestId('user-balance')).toHaveTextContent('Frozen: $40.00');
    expect(lastBody(calls, 'console/withdraw/detail')).toMatchObject({ withdraw_id: hexId(5) });
    const history = screen.getByRole('table', { name: "The user's wallet history" });
    expect(within(history).getByText('Sale settled')).toBeInTheDocument();
    expect(within(history).getByText('Order BZ1')).toBeInTheDocument();
    const others = screen.getByRole('table', { name: "The user's other withdrawals" });
    expect(within(others).getByText('Wrong IBAN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it("flags a payout to one of the platform's deposit addresses, in the page and before a decision", async () => {
    renderReviewer(`/console/withdraw/${hexId(5)}`, (path) =>
      path === 'console/withdraw/detail'
        ? ok({ ...review, withdraw: reviewWithdraw(5, { amount: 4000, to_deposit_address: true }) })
        : undefined,
    );
    expect(await screen.findByTestId('deposit-address-flag')).toHaveTextContent('Platform deposit address');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
    expect(within(dialog).getByTestId('deposit-address-warning')).toHaveTextContent(/paying out to it sends the money to the platform/);
  });

  it('says so for an unknown withdrawal (103)', async () => {
    renderReviewer(`/console/withdraw/${hexId(9)}`, (path) =>
      path === 'console/withdraw/detail' ? { code: 103, msg: 'The record does not exist', data: null } : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'This withdrawal does not exist' })).toBeInTheDocument();
  });
});

describe('withdrawal addresses', () => {
  it("flags a withdrawal to one of the platform's deposit addresses, and says why before a decision", async () => {
    renderReviewer('/console/withdraw', (path) =>
      path === 'console/withdraw/list'
        ? queueOf([reviewWithdraw(5, { to_deposit_address: true, address: 'TVNgd6kKDwcNZ5FUVjGQMrxkb5kh2TED9v' }), reviewWithdraw(6)])
        : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Withdrawal review' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByTestId('deposit-address-flag')).toHaveTextContent('Platform deposit address');
    expect(within(rows[1] as HTMLElement).queryByTestId('deposit-address-flag')).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Reject withdrawal #00000005' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/sends the money to the platform, not to the user/)).toBeInTheDocument();
  });
});

describe('payment references', () => {
  it('shows a bank transfer’s reference in the queue', async () => {
    const quoted = { method: 'bank_transfer', reference: 'RC-ABCDE-FGHJK' };
    renderReviewer('/console/recharge', (path) =>
      path === 'console/recharge/list' ? queueOf([reviewRecharge(7, quoted), reviewRecharge(8)]) : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Recharge review' });
    const [bank, chain] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(bank).getByTestId('queue-reference')).toHaveTextContent('Payment reference RC-ABCDE-FGHJK');
    expect(within(chain).queryByTestId('queue-reference')).not.toBeInTheDocument();
  });

  it('shows the reference on the recharge page', async () => {
    renderReviewer(`/console/recharge/${hexId(7)}`, (path) =>
      path === 'console/recharge/detail'
        ? ok({ recharge: reviewRecharge(7, { reference: 'RC-ABCDE-FGHJK' }), history: [], duplicates: [] })
        : undefined,
    );
    expect(await screen.findByTestId('detail-reference')).toHaveTextContent('RC-ABCDE-FGHJK');
  });
});
