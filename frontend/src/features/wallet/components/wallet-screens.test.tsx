import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer as ok, scriptedFetch, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { loggedInState, preloadRoute, renderRoute, sampleUser } from '@/test/render-with-providers';
import { pagedOf, sampleConfig, sampleWealth } from '@/test/wallet-fixtures';
import type { WalletEntry } from '../api/wallet-types';

/** The account, config and wallet answers; `extra` answers anything else first. */
// The screens' code loads before the tests, which then wait for the screens, never for modules.
beforeAll(async () => {
  await Promise.all([preloadRoute('/user/amount'), preloadRoute('/user/recharge'), preloadRoute('/user/withdraw')]);
});

function walletFetch(extra: (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined = () => undefined) {
  return scriptedFetch((path, body) => {
    const scripted = extra(path, body);
    if (scripted) return scripted;
    if (path === 'mine/info') return ok(sampleUser);
    if (path === 'system/config') return ok(sampleConfig);
    if (path === 'mine/wealth/info') return ok(sampleWealth);
    return undefined;
  });
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);
const bodyOf = (call: SentCall | undefined) => call?.body as Record<string, unknown>;

describe('balance screen (user-amount)', () => {
  it('is in the account menu and shows the available and frozen balances', async () => {
    const { fetchFn } = walletFetch();
    renderRoute('/user/amount', { preloadedState: loggedInState(), services: { fetchFn } });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getByText('My balance')).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Balance' });
    expect(await within(summary).findByText('$1,234.56')).toBeInTheDocument();
    expect(within(summary).getByText('$50.00')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Recharge' })).toHaveAttribute('href', '/user/recharge');
    expect(within(summary).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/user/withdraw');
  });

  it('lists the wallet history with kind, signed change, running balances and time', async () => {
    const entry: WalletEntry = {
      entry_id: 3,
      kind: 'withdraw_freeze',
      amount_change: -2500,
      frozen_change: 2500,
      amount: 120956,
      frozen_amount: 7500,
      remark: 'to my bank',
      order_sns: [],
      add_time: new Date(2025, 2, 4, 5, 6).getTime() / 1000,
    };
    const { fetchFn } = walletFetch((path) => (path === 'mine/wealth/history' ? ok(pagedOf([entry])) : undefined));
    renderRoute('/user/amount', { preloadedState: loggedInState(), services: { fetchFn } });
    const table = await screen.findByRole('table', { name: 'Wallet history' });
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no history row');
    expect(row).toHaveTextContent('2025-03-04 05:06');
    expect(row).toHaveTextContent('Withdrawal requested');
    expect(row).toHaveTextContent('-$25.00');
    expect(row).toHaveTextContent('Frozen: +$25.00');
    expect(row).toHaveTextContent('$1,209.56');
    expect(row).toHaveTextContent('$75.00');
    expect(row).toHaveTextContent('to my bank');
    // One page: no pagination.
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('shows the recharge list with status badges, the remark only once decided, and pages', async () => {
    const record = { proof_image_url: '', address: 'A', add_time: 0 };
    const records = [
      { ...record, recharge_id: 'r2', method: 'usdt_trc20', amount: 5000, transaction_id: 'TX-2', status: 'wait' },
      { ...record, recharge_id: 'r1', method: 'bank_transfer', amount: 1000, transaction_id: 'TX-1', status: 'error' },
    ].map((item) => ({
      ...item,
      remark: item.status === 'wait' ? 'ignored while waiting' : 'Blurry proof',
      review_time: item.status === 'wait' ? null : 5,
    }));
    const { fetchFn, calls } = walletFetch((path, body) =>
      path === 'mine/wealth/recharge/list' ? ok(pagedOf(records, 45, Number(body.page))) : undefined,
    );
    renderRoute('/user/amount?tab=recharge', { preloadedState: loggedInState(), services: { fetchFn } });
    const table = await screen.findByRole('table', { name: 'Recharge records' });
    expect(within(table).getByText('Under review')).toBeInTheDocument();
    expect(within(table).getByText('Fail')).toBeInTheDocument();
    expect(within(table).getByText('Blurry proof')).toBeInTheDocument();
    expect(within(table).queryByText('ignored while waiting')).not.toBeInTheDocument();
    expect(within(table).getByText('USDT (TRC20)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => {
      expect(bodyOf(callsTo(calls, 'mine/wealth/recharge/list').at(-1))).toMatchObject({ page: 2, page_size: 20 });
    });
  });

  it('switches to the withdrawal list as a tab', async () => {
    const record = {
      withdraw_id: 'w4',
      method: 'bank_transfer',
      amount: 2500,
      address: 'GB00 1',
      status: 'success',
      remark: 'Paid',
      add_time: 0,
      review_time: 1,
    };
    const { fetchFn } = walletFetch((path) => (path === 'mine/wealth/withdraw/list' ? ok(pagedOf([record])) : undefined));
    const { router } = renderRoute('/user/amount', { preloadedState: loggedInState(), services: { fetchFn } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Withdrawal records' }));
    const table = await screen.findByRole('table', { name: 'Withdrawal records' });
    expect(within(table).getByText('Success')).toBeInTheDocument();
    expect(within(table).getByText('Paid')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=withdraw');
  });
});

async function fillRecharge(amount: string) {
  await userEvent.click(await screen.findByRole('radio', { name: 'USDT (TRC20)' }));
  await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), amount);
  await userEvent.type(screen.getByLabelText(/Transaction ID/), 'TX-777');
  await userEvent.upload(screen.getByLabelText('Payment proof'), new File(['png'], 'proof.png', { type: 'image/png' }));
}

describe('recharge screen (user-recharge)', () => {
  it('shows the chosen method’s address with a copy button and its QR code', async () => {
    const { fetchFn } = walletFetch();
    renderRoute('/user/recharge', { preloadedState: loggedInState(), services: { fetchFn } });
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    expect(screen.getByTestId('receiving-address')).toHaveTextContent('IBAN GB33 BUKB 2020 1555 55');
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of the Bank transfer receiving address' })).toBeInTheDocument();
    expect(screen.getByText('From $10.00 to $500.00, in multiples of $10.00')).toBeInTheDocument();
  });

  it('asks for the method first, then checks the amount rule with the limits of the method chosen', async () => {
    const { fetchFn, calls } = walletFetch();
    renderRoute('/user/recharge', { preloadedState: loggedInState(), services: { fetchFn } });
    const submit = await screen.findByRole('button', { name: 'Submit recharge' });
    await userEvent.click(submit);
    expect(await screen.findByText('Please choose a payment method')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'USDT (TRC20)' }));
    const amount = screen.getByLabelText(/Amount \(USD\)/);
    for (const [typed, message] of [
      ['0', 'The amount must be greater than 0'],
      ['5', 'The amount must be at least $10.00'],
      ['15', 'The amount must be a multiple of $10.00'],
      ['60000', 'The amount must be at most $100.00'],
      ['10.555', 'Use at most 2 decimal places'],
    ] as const) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      await userEvent.click(submit);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.click(submit);
    expect(await screen.findByText('Please enter the transaction ID')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Transaction ID/), 'TX-1');
    await userEvent.click(submit);
    expect(await screen.findByText('Please upload the payment proof')).toBeInTheDocument();
    expect(callsTo(calls, 'mine/wealth/recharge/apply')).toHaveLength(0);
  });

  it('sends cents, the upload’s path and an Idempotency-Key, then shows the recharge list', async () => {
    const { fetchFn, calls } = walletFetch((path) => {
      if (path === 'system/upload_image') return ok({ url: '/uploads/u/proof.png', path: 'u/proof.png' });
      if (path === 'mine/wealth/recharge/apply') return ok({ recharge_id: 'c0ffee09' });
      return undefined;
    });
    const { router } = renderRoute('/user/recharge', { preloadedState: loggedInState(), services: { fetchFn } });
    await fillRecharge('20.00');
    // The proof is uploaded as a private document, so its preview carries the session's sid.
    expect(await screen.findByRole('img', { name: 'Payment proof' })).toHaveAttribute(
      'src',
      `/uploads/u/proof.png?sid=${'S'.repeat(32)}`,
    );
    expect(callsTo(calls, 'system/upload_image')[0]?.url).toContain('purpose=document');
    await userEvent.click(screen.getByRole('button', { name: 'Submit recharge' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/user/amount');
    });
    expect(router.state.location.search).toBe('?tab=recharge');
    expect(await screen.findByText('Your recharge has been submitted and is under review')).toBeInTheDocument();
    const apply = callsTo(calls, 'mine/wealth/recharge/apply')[0];
    expect(bodyOf(apply)).toMatchObject({
      method: 'usdt_trc20',
      amount: 2000,
      transaction_id: 'TX-777',
      proof_image: 'u/proof.png',
    });
    expect(apply?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries a submission that got no answer with the same key, and uses a new key for the next one', async () => {
    let attempt = 0;
    const { fetchFn, calls } = walletFetch((path) => {
      if (path === 'system/upload_image') return ok({ url: '/uploads/p.png', path: 'p.png' });
      if (path !== 'mine/wealth/recharge/apply') return undefined;
      attempt += 1;
      if (attempt === 1) return new Response('bad gateway', { status: 502 });
      return { code: 30902, msg: 'Recharge failed, please wait for the previous application to be processed', data: null };
    });
    renderRoute('/user/recharge', { preloadedState: loggedInState(), services: { fetchFn } });
    await fillRecharge('20');
    const submit = screen.getByRole('button', { name: 'Submit recharge' });
    await userEvent.click(submit);
    expect(await screen.findByText('Network error, please check your connection')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1000)); // past the client's repeat-submit window
    await userEvent.click(submit);
    // 30902 is shown in place, above the button.
    expect(
      await screen.findByText('Recharge failed, please wait for the previous application to be processed'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await userEvent.click(submit);
    await waitFor(() => {
      expect(callsTo(calls, 'mine/wealth/recharge/apply')).toHaveLength(3);
    });
    const keys = callsTo(calls, 'mine/wealth/recharge/apply').map((call) => call.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  }, 15_000);

  it('shows a refused field (102) under that field', async () => {
    const { fetchFn } = walletFetch((path) => {
      if (path === 'system/upload_image') return ok({ url: '/uploads/p.png', path: 'p.png' });
      if (path === 'mine/wealth/recharge/apply') return { code: 102, msg: 'Error parameters', data: { field: 'transaction_id' } };
      return undefined;
    });
    renderRoute('/user/recharge', { preloadedState: loggedInState(), services: { fetchFn } });
    await fillRecharge('20');
    await userEvent.click(screen.getByRole('button', { name: 'Submit recharge' }));
    const field = screen.getByLabelText(/Transaction ID/);
    await waitFor(() => {
      expect(field).toHaveAttribute('aria-invalid', 'true');
    });
    expect(screen.getByText('Error parameters')).toBeInTheDocument();
  });
});

describe('withdraw screen (user-withdraw)', () => {
  async function fillWithdraw(amount: string) {
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    await userEvent.type(screen.getByLabelText(/Receiving address/), 'GB00 BANK 1');
    await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), amount);
    await userEvent.click(screen.getByRole('button', { name: 'Submit withdrawal' }));
  }

  /** A valid withdrawal asks first; only the dialog's button sends it. */
  async function confirmWithdraw() {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  }

  it('asks before sending, with the amount, where it goes and the balance after', async () => {
    const { fetchFn, calls } = walletFetch();
    renderRoute('/user/withdraw', { preloadedState: loggedInState(), services: { fetchFn } });
    await fillWithdraw('100');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    expect(within(dialog).getByTestId('confirm-purpose')).toHaveTextContent('Withdrawal by Bank transfer to GB00 BANK 1');
    expect(within(dialog).getByTestId('confirm-amount')).toHaveTextContent('$100.00');
    expect(within(dialog).getByTestId('confirm-balance')).toHaveTextContent('$1,234.56');
    expect(within(dialog).getByTestId('confirm-balance-after')).toHaveTextContent('$1,134.56');
    expect(callsTo(calls, 'mine/wealth/withdraw/apply')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(callsTo(calls, 'mine/wealth/withdraw/apply')).toHaveLength(0);
  });

  it('shows the available balance and refuses more than it before asking the server', async () => {
    const { fetchFn, calls } = walletFetch();
    renderRoute('/user/withdraw', { preloadedState: loggedInState(), services: { fetchFn } });
    expect(await screen.findByTestId('withdraw-balances')).toHaveTextContent('Available balance: $1,234.56');
    await fillWithdraw('2000');
    expect(await screen.findByText('Exceed withdrawal balance')).toBeInTheDocument();
    expect(callsTo(calls, 'mine/wealth/withdraw/apply')).toHaveLength(0);
  });

  it("says 'Exceed withdrawal balance' when the server answers 106", async () => {
    const { fetchFn } = walletFetch((path) =>
      path === 'mine/wealth/withdraw/apply' ? { code: 106, msg: 'Insufficient balance', data: null } : undefined,
    );
    renderRoute('/user/withdraw', { preloadedState: loggedInState(), services: { fetchFn } });
    await fillWithdraw('100');
    await confirmWithdraw();
    expect(await screen.findByText('Exceed withdrawal balance')).toBeInTheDocument();
  });

  it('shows 30805 in place and sends cents with an Idempotency-Key', async () => {
    const message = 'The withdrawal failed, please wait for the previous application to be processed';
    const { fetchFn, calls } = walletFetch((path) =>
      path === 'mine/wealth/withdraw/apply' ? { code: 30805, msg: message, data: null } : undefined,
    );
    renderRoute('/user/withdraw', { preloadedState: loggedInState(), services: { fetchFn } });
    await fillWithdraw('100.00');
    await confirmWithdraw();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const apply = callsTo(calls, 'mine/wealth/withdraw/apply')[0];
    expect(bodyOf(apply)).toMatchObject({ method: 'bank_transfer', amount: 10000, address: 'GB00 BANK 1' });
    expect(apply?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('goes to the withdrawal list after a successful application', async () => {
    const { fetchFn } = walletFetch((path) => (path === 'mine/wealth/withdraw/apply' ? ok({ withdraw_id: 'c0ffee03' }) : undefined));
    const { router } = renderRoute('/user/withdraw', { preloadedState: loggedInState(), services: { fetchFn } });
    await fillWithdraw('100');
    await confirmWithdraw();
    await waitFor(() => {
      expect(router.state.location.search).toBe('?tab=withdraw');
    });
  });
});
