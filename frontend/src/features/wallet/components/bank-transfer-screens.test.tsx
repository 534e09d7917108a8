import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer as ok, scriptedFetch, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { loggedInState, preloadRoute, renderRoute, sampleUser } from '@/test/render-with-providers';
import { pagedOf, sampleConfig, sampleWealth } from '@/test/wallet-fixtures';
import type { SiteConfig } from '@/shared/config/config-types';

beforeAll(async () => {
  await Promise.all([preloadRoute('/user/amount'), preloadRoute('/user/recharge'), preloadRoute('/user/withdraw')]);
});

const bankConfig: SiteConfig = {
  ...sampleConfig,
  recharge_list: [
    ...sampleConfig.recharge_list.filter((method) => method.method !== 'bank_transfer'),
    {
      method: 'bank_transfer',
      name: 'Bank transfer',
      names: { ar: 'تحويل بنكي' },
      address: 'Bazaar Marketplace Ltd · IBAN GB82 WEST 1234 5698 7654 32',
      min: 1000,
      max: 50000,
      chain: null,
      token: null,
      token_contract: null,
      decimals: null,
      confirmations: null,
      chain_id: null,
      bank_name: 'Westminster Commercial Bank',
      iban: 'GB82WEST12345698765432',
      bic: 'WESTGB2L',
      account_holder: 'Bazaar Marketplace Ltd',
    },
  ],
};

function walletFetch(
  extra: (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined = () => undefined,
  wealth: Record<string, number> = {},
) {
  return scriptedFetch((path, body) => {
    const scripted = extra(path, body);
    if (scripted) return scripted;
    if (path === 'mine/info') return ok(sampleUser);
    if (path === 'system/config') return ok(bankConfig);
    if (path === 'mine/wealth/info') return ok({ ...sampleWealth, ...wealth });
    if (path === 'mine/wealth/recharge/list') return ok(pagedOf([]));
    if (path === 'mine/wealth/recharge/reference') return ok({ reference: 'RC-7K3MQ-9XT4W' });
    return undefined;
  });
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);

describe('recharge screen with a recharge under review', () => {
  it('shows the pending application and why no form, instead of a form that would be refused', async () => {
    const pending = {
      recharge_id: 'r9',
      method: 'bank_transfer',
      amount: 25000,
      transaction_id: 'TRANSFER-9',
      proof_image_url: '',
      address: 'A',
      status: 'wait',
      remark: '',
      add_time: new Date(2026, 10, 2, 9, 30).getTime() / 1000,
      review_time: null,
      reference: 'RC-ABCDE-FGHJK',
    };
    const { fetchFn } = walletFetch((path) => (path === 'mine/wealth/recharge/list' ? ok(pagedOf([pending])) : undefined));
    renderRoute('/user/recharge', { preloadedState: loggedInState(), services: { fetchFn } });
    const card = await screen.findByTestId('pending-recharge');
    expect(within(card).getByText('Your recharge is under review')).toBeInTheDocument();
    expect(card).toHaveTextContent('You can apply for a new one as soon as this one has been decided');
    expect(card).toHaveTextContent('$250.00');
    expect(card).toHaveTextContent('Bank transfer');
    expect(card).toHaveTextContent('2026-11-02 09:30');
    expect(within(card).getByText('Under review')).toBeInTheDocument();
    expect(within(card).getByTestId('pending-reference')).toHaveTextContent('RC-ABCDE-FGHJK');
    expect(within(card).getByRole('link', { name: 'See your recharge records' })).toHaveAttribute(
      'href',
      '/user/amount?tab=recharge',
    );
    expect(screen.queryByRole('button', { name: 'Submit recharge' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Bank transfer' })).not.toBeInTheDocument();
  });

  it('offers the form once the newest recharge is decided', async () => {
    const decided = { recharge_id: 'r8', method: 'bank_transfer', amount: 1000, status: 'success', add_time: 0 };
    const { fetchFn } = walletFetch((path) => (path === 'mine/wealth/recharge/list' ? ok(pagedOf([decided])) : undefined));
    renderRoute('/user/recharge', { preloadedState: loggedInState(), services: { fetchFn } });
    expect(await screen.findByRole('button', { name: 'Submit recharge' })).toBeInTheDocument();
    expect(screen.queryByTestId('pending-recharge')).not.toBeInTheDocument();
  });
});

describe('bank transfer recharge', () => {
  it('shows the bank, holder, IBAN, BIC and the shopper’s reference, each with its own copy button', async () => {
    const { fetchFn } = walletFetch();
    renderRoute('/user/recharge', { preloadedState: loggedInState(), services: { fetchFn } });
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    const account = screen.getByTestId('bank-account');
    expect(account).toHaveTextContent('Westminster Commercial Bank');
    expect(account).toHaveTextContent('Bazaar Marketplace Ltd');
    expect(within(account).getByTestId('bank-iban')).toHaveTextContent('GB82 WEST 1234 5698 7654 32');
    expect(within(account).getByTestId('bank-bic')).toHaveTextContent('WESTGB2L');
    expect(await within(account).findByTestId('payment-reference')).toHaveTextContent('RC-7K3MQ-9XT4W');
    for (const name of ['Copy bank name', 'Copy account holder', 'Copy IBAN', 'Copy BIC', 'Copy reference']) {
      expect(within(account).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Copy address' })).not.toBeInTheDocument();
  });

  it('sends the reference it showed with the application', async () => {
    const { fetchFn, calls } = walletFetch((path) => {
      if (path === 'system/upload_image') return ok({ url: '/uploads/u/proof.png', path: 'u/proof.png' });
      if (path === 'mine/wealth/recharge/apply') return ok({ recharge_id: 'c0ffee09' });
      return undefined;
    });
    renderRoute('/user/recharge', { preloadedState: loggedInState(), services: { fetchFn } });
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    await screen.findByTestId('payment-reference');
    await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), '30');
    await userEvent.type(screen.getByLabelText(/Transaction ID/), 'BANK-TX-1');
    await userEvent.upload(screen.getByLabelText('Payment proof'), new File(['png'], 'proof.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Payment proof' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit recharge' }));
    await waitFor(() => {
      expect(callsTo(calls, 'mine/wealth/recharge/apply')).toHaveLength(1);
    });
    expect(callsTo(calls, 'mine/wealth/recharge/apply')[0]?.body).toMatchObject({
      method: 'bank_transfer',
      amount: 3000,
      reference: 'RC-7K3MQ-9XT4W',
    });
  });
});

describe('withdraw all', () => {
  it('fills in the whole available balance, to the cent', async () => {
    const { fetchFn } = walletFetch(undefined, { amount: 1393, withdraw_step: 1 });
    renderRoute('/user/withdraw', { preloadedState: loggedInState(), services: { fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw all' }));
    expect(screen.getByLabelText(/Amount \(USD\)/)).toHaveValue('13.93');
  });

  it('is disabled below the minimum and says why', async () => {
    const { fetchFn } = walletFetch(undefined, { amount: 393, withdraw_step: 1 });
    renderRoute('/user/withdraw', { preloadedState: loggedInState(), services: { fetchFn } });
    const button = await screen.findByRole('button', { name: 'Withdraw all' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Your available balance of $3.93 is below the $10.00 minimum for a withdrawal.');
  });
});

describe('wallet history of orders', () => {
  it('labels an order’s payment and refund in the reader’s words with the numbers isolated', async () => {
    const entry = { frozen_change: 0, amount: 1000, frozen_amount: 0, add_time: 0 };
    const entries = [
      { ...entry, entry_id: 5, kind: 'refund', amount_change: 400, remark: 'Refund of order BZ2', order_sns: ['BZ2'] },
      { ...entry, entry_id: 4, kind: 'payment', amount_change: -900, remark: 'Order BZ2, BZ3', order_sns: ['BZ2', 'BZ3'] },
      { ...entry, entry_id: 3, kind: 'recharge', amount_change: 5000, remark: 'thanks', order_sns: [] },
    ];
    const { fetchFn } = walletFetch((path) => (path === 'mine/wealth/history' ? ok(pagedOf(entries)) : undefined));
    renderRoute('/user/amount', { preloadedState: loggedInState(), services: { fetchFn } });
    const table = await screen.findByRole('table', { name: 'Wallet history' });
    const [, refund, payment, recharge] = within(table).getAllByRole('row');
    expect(refund).toHaveTextContent('Refund of order BZ2');
    expect(payment).toHaveTextContent('Orders BZ2, BZ3');
    const numbers = within(payment as HTMLElement).getByTestId('entry-orders');
    expect(numbers.tagName).toBe('BDI');
    expect(numbers).toHaveTextContent('BZ2, BZ3');
    expect(recharge).toHaveTextContent('thanks');
  });
});
