import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { answer as ok, scriptedFetch, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { hexId, pagedOf, reviewRecharge, reviewWithdraw, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';

function consoleFetch(roles: string[], extra: (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined = () => undefined) {
  return scriptedFetch((path, body) => {
    const scripted = extra(path, body);
    if (scripted) return scripted;
    if (path === 'mine/info') return ok(userWithRoles(roles));
    if (path === 'system/config') return ok(sampleConfig);
    return undefined;
  });
}

function renderConsole(path: string, roles: string[], extra?: Parameters<typeof consoleFetch>[1]) {
  const { fetchFn, calls } = consoleFetch(roles, extra);
  const rendered = renderRoute(path, { preloadedState: loggedInState(userWithRoles(roles)), services: { fetchFn } });
  return { ...rendered, calls };
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);
const bodyOf = (call: SentCall | undefined) => call?.body as Record<string, unknown>;

describe('console access', () => {
  it('sends a guest to log-in with a way back', async () => {
    const { router } = renderRoute('/console/recharge');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/console/recharge');
  });

  it('tells a logged-in shopper without a console role that there is no access', async () => {
    renderConsole('/console/recharge', []);
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).not.toBeInTheDocument();
  });

  it('shows an auditor only the audit sections, and no access to the recharge queue', async () => {
    const { calls } = renderConsole('/console/recharge', ['auditor']);
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Wallet audit' })).toHaveAttribute('href', '/console/audit/wallet');
    expect(within(nav).getByRole('link', { name: 'Reconciliation' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Recharges' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(callsTo(calls, 'console/recharge/list')).toHaveLength(0);
  });

  it('opens on the console home, from which a reviewer reaches the first queue', async () => {
    const { router } = renderConsole('/console', ['reviewer'], (path) =>
      path === 'console/recharge/list' ? ok(pagedOf([])) : undefined,
    );
    const card = await screen.findByTestId('overview-recharges');
    await userEvent.click(within(card).getByRole('link', { name: 'Recharges' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/console/recharge');
    });
    expect(await screen.findByText('Nothing is waiting for review.')).toBeInTheDocument();
  });

  it('is offered in the header account menu only to users with a console role', async () => {
    const { fetchFn } = consoleFetch(['reviewer']);
    renderRoute('/', { preloadedState: loggedInState(userWithRoles(['reviewer'])), services: { fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Ada' }));
    expect(await screen.findByRole('menuitem', { name: 'Console' })).toHaveAttribute('href', '/console');
  });

  it('is not offered to a shopper, in the header or the account side menu', async () => {
    const { fetchFn } = consoleFetch([]);
    renderRoute('/user', { preloadedState: loggedInState(userWithRoles([])), services: { fetchFn } });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(within(menu).queryByText('Console')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ada' }));
    await screen.findByRole('menuitem', { name: 'My account' });
    expect(screen.queryByRole('menuitem', { name: 'Console' })).not.toBeInTheDocument();
  });

  it('is in the account side menu of a reviewer', async () => {
    const { fetchFn } = consoleFetch(['reviewer']);
    renderRoute('/user', { preloadedState: loggedInState(userWithRoles(['reviewer'])), services: { fetchFn } });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getByText('Console').closest('a')).toHaveAttribute('href', '/console');
  });
});

describe('recharge review', () => {
  it('lists the queue, oldest first as the server answers, with the duplicate count', async () => {
    const { calls } = renderConsole('/console/recharge', ['reviewer'], (path) =>
      path === 'console/recharge/list'
        ? ok(pagedOf([reviewRecharge(1, { duplicate_count: 2 }), reviewRecharge(2)]))
        : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Recharge review' });
    expect(within(table).getByText('Duplicates: 2')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Open recharge #00000001' })).toHaveAttribute(
      'href',
      `/console/recharge/${hexId(1)}`,
    );
    expect(bodyOf(callsTo(calls, 'console/recharge/list')[0])).toMatchObject({ status: 'wait', page: 1 });
    await userEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => {
      expect(bodyOf(callsTo(calls, 'console/recharge/list').at(-1))).toMatchObject({ status: 'error', page: 1 });
    });
  });

  const detail = (overrides: Record<string, unknown> = {}) =>
    ok({
      recharge: reviewRecharge(5, { amount: 12300, transaction_id: 'TX-SAME' }),
      history: [reviewRecharge(3, { status: 'success', remark: 'Fine' })],
      duplicates: [
        { ...reviewRecharge(9, { email: 'eve@example.com', uid: 12 }), reasons: ['transaction_id', 'proof_image'] },
        { ...reviewRecharge(4), reasons: ['proof_image'] },
      ],
      ...overrides,
    });

  it('warns about each duplicate with its reasons and shows the user’s other recharges', async () => {
    const { calls } = renderConsole(`/console/recharge/${hexId(5)}`, ['reviewer'], (path) =>
      path === 'console/recharge/detail' ? detail() : undefined,
    );
    const alert = await screen.findByTestId('duplicate-alert');
    expect(bodyOf(callsTo(calls, 'console/recharge/detail')[0])).toMatchObject({ recharge_id: hexId(5) });
    expect(alert).toHaveTextContent('Possible duplicate — matching applications: 2');
    const items = within(alert).getAllByTestId('duplicate-item');
    expect(items[0]).toHaveTextContent('eve@example.com');
    expect(items[0]).toHaveTextContent('Same transaction ID · Same proof image');
    expect(items[1]).toHaveTextContent('Same proof image');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Recharge #00000009' })).toHaveAttribute(
      'href',
      `/console/recharge/${hexId(9)}`,
    );
    const history = screen.getByRole('table', { name: "The user's other recharges" });
    expect(within(history).getByText('Fine')).toBeInTheDocument();
  });

  it('enlarges the proof image and zooms it', async () => {
    renderConsole(`/console/recharge/${hexId(5)}`, ['reviewer'], (path) => (path === 'console/recharge/detail' ? detail() : undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'Enlarge the proof image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment proof' });
    expect(within(dialog).getByTestId('proof-zoom')).toHaveTextContent('100%');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByTestId('proof-zoom')).toHaveTextContent('150%');
    expect(within(dialog).getByRole('img', { name: 'Payment proof of recharge #00000005' })).toHaveStyle({ width: '150%' });
  });

  it('loads the private proof, and opens the original, with the reviewer\'s sid', async () => {
    renderConsole(`/console/recharge/${hexId(5)}`, ['reviewer'], (path) => (path === 'console/recharge/detail' ? detail() : undefined));
    const thumbnail = await screen.findByRole('img', { name: 'Payment proof of recharge #00000005' });
    const { proof_image_url: url } = reviewRecharge(5);
    expect(url).not.toBe('');
    expect(thumbnail).toHaveAttribute('src', `${url}?sid=${'S'.repeat(32)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge the proof image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment proof' });
    expect(within(dialog).getByRole('link', { name: 'Open the original' })).toHaveAttribute('href', `${url}?sid=${'S'.repeat(32)}`);
  });

  it('approves after confirmation, then refreshes the queue', async () => {
    const { calls, router } = renderConsole(`/console/recharge/${hexId(5)}`, ['reviewer'], (path) => {
      if (path === 'console/recharge/detail') return detail();
      if (path === 'console/recharge/approve') return ok({});
      if (path === 'console/recharge/list') return ok(pagedOf([]));
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
    expect(dialog).toHaveTextContent('Recharge #00000005 of $123.00 by ada@example.com');
    expect(callsTo(calls, 'console/recharge/approve')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/console/recharge');
    });
    expect(bodyOf(callsTo(calls, 'console/recharge/approve')[0])).toMatchObject({ recharge_id: hexId(5) });
    expect(bodyOf(callsTo(calls, 'console/recharge/approve')[0])).not.toHaveProperty('remark');
    expect(await screen.findByText('The application was approved')).toBeInTheDocument();
    await waitFor(() => {
      expect(callsTo(calls, 'console/recharge/list').length).toBeGreaterThan(0);
    });
  });

  it('needs a reason to reject, and sends it', async () => {
    const { calls } = renderConsole(`/console/recharge/${hexId(5)}`, ['reviewer'], (path) => {
      if (path === 'console/recharge/detail') return detail();
      if (path === 'console/recharge/reject') return ok({});
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(await within(dialog).findByText('Please give a reason for the rejection')).toBeInTheDocument();
    expect(callsTo(calls, 'console/recharge/reject')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Reason for rejection/), 'Proof reused from #9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    await waitFor(() => {
      expect(bodyOf(callsTo(calls, 'console/recharge/reject')[0])).toMatchObject({
        recharge_id: hexId(5),
        remark: 'Proof reused from #9',
      });
    });
  });

  it('says so with the catalogue message when someone decided first (108), and reloads the recharge', async () => {
    const { calls } = renderConsole(`/console/recharge/${hexId(5)}`, ['reviewer'], (path) => {
      if (path === 'console/recharge/detail') return detail();
      if (path === 'console/recharge/approve') return { code: 108, msg: '', data: null };
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    expect(await within(dialog).findByText('The current status does not allow this operation')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm approval' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(callsTo(calls, 'console/recharge/detail').length).toBeGreaterThan(1);
    });
  });
});

describe('withdrawal review', () => {
  it('approves a withdrawal with an optional remark and refreshes the queue', async () => {
    const { calls } = renderConsole('/console/withdraw', ['reviewer'], (path) => {
      if (path === 'console/withdraw/list') return ok(pagedOf([reviewWithdraw(5)]));
      if (path === 'console/withdraw/approve') return ok({});
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve withdrawal #00000005' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
    expect(dialog).toHaveTextContent('Withdrawal #00000005 of $25.00 by bob@example.com');
    expect(dialog).toHaveTextContent('GB00 BANK 1234');
    await userEvent.type(within(dialog).getByLabelText(/Remark/), 'Paid by wire 123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    await waitFor(() => {
      expect(bodyOf(callsTo(calls, 'console/withdraw/approve')[0])).toEqual(
        expect.objectContaining({ withdraw_id: hexId(5), remark: 'Paid by wire 123' }),
      );
    });
    await waitFor(() => {
      expect(callsTo(calls, 'console/withdraw/list')).toHaveLength(2);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** An audited event: its changes and the balances after it, as [available, frozen]. */
function auditEvent(
  version: number,
  kind: string,
  [amountChange, frozenChange]: [number, number],
  [amount, frozen]: [number, number],
  rest: Record<string, unknown>,
) {
  return {
    version,
    kind,
    amount_change: amountChange,
    frozen_change: frozenChange,
    amount,
    frozen_amount: frozen,
    actor_uid: 7,
    remark: '',
    reference_id: hexId(version),
    ...rest,
  };
}

describe('wallet audit', () => {
  const audit = {
    uid: 7,
    email: 'ada@example.com',
    at: 1_735_700_059,
    events: [
      auditEvent(1, 'opened', [0, 0], [0, 0], { time: 1_735_600_000, actor_uid: null, reference_id: '' }),
      auditEvent(2, 'recharge_approved', [5000, 0], [5000, 0], { time: 1_735_650_000, actor_uid: 3, remark: 'ok' }),
      auditEvent(3, 'withdraw_requested', [-2000, 2000], [3000, 2000], { time: 1_735_800_000 }),
    ],
    balance_at: { amount: 5000, frozen_amount: 0 },
    current: { amount: 3000, frozen_amount: 2000 },
  };

  it('finds a wallet by e-mail at a moment and shows the balance then, the chart and the events', async () => {
    const { calls, router } = renderConsole('/console/audit/wallet', ['auditor'], (path) =>
      path === 'console/audit/wallet' ? ok(audit) : undefined,
    );
    await userEvent.type(await screen.findByLabelText(/User e-mail or uid/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/Balance at/), '2025-01-01T03:04');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const expectedAt = new Date(2025, 0, 1, 3, 4, 59).getTime() / 1000;
    await waitFor(() => {
      expect(bodyOf(callsTo(calls, 'console/audit/wallet')[0])).toMatchObject({ email: 'ada@example.com', at: expectedAt });
    });
    expect(router.state.location.search).toBe(`?user=ada%40example.com&at=${expectedAt}`);
    expect(await screen.findByTestId('balance-at')).toHaveTextContent('$50.00');
    expect(screen.getByTestId('balance-current')).toHaveTextContent('$30.00');
    expect(screen.getByTestId('balance-current')).toHaveTextContent('Frozen: $20.00');
    expect(screen.getByRole('img', { name: /Balance over time/ })).toBeInTheDocument();
    expect(screen.getByTestId('chart-moment')).toBeInTheDocument();
    const events = screen.getByRole('table', { name: 'Events' });
    const rows = within(events).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Recharge approved');
    expect(rows[1]).toHaveTextContent('+$50.00');
    expect(rows[2]).toHaveAttribute('data-later', 'true');
  });

  it('asks by uid and says when no user matches', async () => {
    const { calls } = renderConsole('/console/audit/wallet?user=404', ['auditor'], (path) =>
      path === 'console/audit/wallet' ? { code: 103, msg: 'The record does not exist', data: null } : undefined,
    );
    expect(await screen.findByText('No user has this e-mail or uid')).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, 'console/audit/wallet')[0])).toMatchObject({ uid: 404 });
    expect(bodyOf(callsTo(calls, 'console/audit/wallet')[0])).not.toHaveProperty('at');
  });

  it('refuses a lookup that is neither an e-mail nor a uid', async () => {
    const { calls } = renderConsole('/console/audit/wallet', ['auditor']);
    await userEvent.type(await screen.findByLabelText(/User e-mail or uid/), 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Enter an e-mail address or a numeric uid')).toBeInTheDocument();
    expect(callsTo(calls, 'console/audit/wallet')).toHaveLength(0);
  });
});

describe('reconciliation', () => {
  it('says that all wallets reconcile', async () => {
    renderConsole('/console/audit/reconcile', ['auditor'], (path) =>
      path === 'console/audit/reconcile' ? ok({ checked: 12, list: [] }) : undefined,
    );
    expect(await screen.findByTestId('reconcile-ok')).toHaveTextContent('All wallets reconcile');
    expect(screen.getByTestId('reconcile-ok')).toHaveTextContent('Wallets checked: 12.');
  });

  it('lists the wallets that differ with both balances', async () => {
    const list = [
      {
        uid: 7,
        email: 'ada@example.com',
        projected: { amount: 5000, frozen_amount: 0 },
        replayed: { amount: 4000, frozen_amount: 0 },
      },
    ];
    renderConsole('/console/audit/reconcile', ['auditor'], (path) =>
      path === 'console/audit/reconcile' ? ok({ checked: 12, list }) : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Wallets that differ: 1');
    const row = within(screen.getByRole('table', { name: 'Wallets that differ' })).getAllByRole('row')[1];
    expect(row).toHaveTextContent('ada@example.com');
    expect(row).toHaveTextContent('$50.00');
    expect(row).toHaveTextContent('$40.00');
    expect(row).toHaveTextContent('Available: +$10.00');
  });
});

describe('in Arabic', () => {
  afterEach(async () => {
    await initI18n('en');
  });

  it('loads the console texts in Arabic, right to left, keeping ids and e-mails left to right', async () => {
    await initI18n('ar');
    renderConsole('/console/recharge', ['reviewer'], (path) =>
      path === 'console/recharge/list' ? ok(pagedOf([reviewRecharge(1)])) : undefined,
    );
    expect(await screen.findByRole('navigation', { name: 'أقسام لوحة الإدارة' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'مراجعة الشحن' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    const table = await screen.findByRole('table', { name: 'مراجعة الشحن' });
    expect(within(table).getByText('TX-1').tagName).toBe('BDI');
    expect(within(table).getByText('قيد المراجعة')).toBeInTheDocument();
  });
});
