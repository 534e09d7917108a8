import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { order } from '@/test/order-fixtures';
import { loggedInState, preloadRoute, renderRoute, sampleUser } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch } from '@/test/scripted-api';
import { chainConfig } from '@/test/wallet-fixtures';
import type { Order } from '../order-status';
import type { ChainPayment } from './chain-payment';

const PATH = '/user/order/detail?id=o-1';
const TRANSACTION = `0x${'ab'.repeat(32)}`;

function payment(overrides: Partial<ChainPayment>): ChainPayment {
  return {
    recharge_id: 'r-1',
    chain: 'ethereum',
    transaction_id: TRANSACTION,
    amount: 2599,
    state: 'sent',
    confirmations: 0,
    confirmations_needed: 2,
    reasons: [],
    ...overrides,
  };
}

function renderOrder(shown: Order) {
  const { fetchFn, calls } = scriptedFetch((path) => {
    if (path === 'mine/info') return ok(sampleUser);
    if (path === 'system/config') return ok(chainConfig);
    if (path === 'order/detail') return ok(shown);
    return undefined;
  });
  renderRoute(PATH, { preloadedState: loggedInState(), services: { fetchFn } });
  return calls;
}

async function panel() {
  return within(await screen.findByTestId('chain-payment'));
}

beforeAll(async () => {
  await preloadRoute(PATH);
});

describe('the order page follows the payment from the wallet', () => {
  it('says the transfer was sent, shows its transaction, and offers no second payment on chain meanwhile', async () => {
    renderOrder(order('o-1', { chain_payment: payment({ state: 'sent' }) }));
    const shown = await panel();
    expect(shown.getByTestId('chain-payment-state')).toHaveTextContent('Sent');
    expect(shown.getByText(/Your transfer of \$25\.99 was sent/)).toBeInTheDocument();
    expect(shown.getByTestId('chain-payment-transaction')).toHaveTextContent(TRANSACTION);
    expect(screen.queryByTestId('pay-with-usdt')).not.toBeInTheDocument();
  });

  it('counts the confirmations while confirming', async () => {
    renderOrder(order('o-1', { chain_payment: payment({ state: 'confirming', confirmations: 1, confirmations_needed: 2 }) }));
    const shown = await panel();
    expect(shown.getByTestId('chain-payment-state')).toHaveTextContent('Confirming');
    expect(shown.getByTestId('chain-payment-confirmations')).toHaveTextContent('1 of 2 confirmations');
  });

  it('says a verified payment above the automatic limit waits for a reviewer', async () => {
    renderOrder(order('o-1', { chain_payment: payment({ state: 'verified', confirmations: 2 }) }));
    const shown = await panel();
    expect(shown.getByTestId('chain-payment-state')).toHaveTextContent('Awaiting review');
    expect(shown.getByText(/A reviewer approves it shortly/)).toBeInTheDocument();
  });

  it('shows a paid order as paid', async () => {
    renderOrder(order('o-1', { status: 'wait_confirm', pay_time: 1_700_000_100, chain_payment: payment({ state: 'paid', confirmations: 2 }) }));
    const shown = await panel();
    expect(shown.getByTestId('chain-payment-state')).toHaveTextContent('Paid');
    expect(shown.getByText('The order was paid with your transfer of $25.99.')).toBeInTheDocument();
  });

  it('explains a mismatch with its reasons in words', async () => {
    renderOrder(order('o-1', { chain_payment: payment({ state: 'mismatch', reasons: ['wrong_amount', 'wrong_recipient'] }) }));
    const shown = await panel();
    expect(shown.getByTestId('chain-payment-state')).toHaveTextContent('Does not match');
    const reasons = within(shown.getByTestId('chain-payment-reasons')).getAllByRole('listitem').map((item) => item.textContent);
    expect(reasons).toEqual(['It transfers a different amount.', 'It was sent to a different address.']);
  });

  it('offers paying on chain again after a rejection', async () => {
    renderOrder(order('o-1', { chain_payment: payment({ state: 'rejected' }) }));
    const shown = await panel();
    expect(shown.getByTestId('chain-payment-state')).toHaveTextContent('Rejected');
    expect(await screen.findByTestId('pay-with-usdt')).toBeInTheDocument();
  });

  it('says the money went to the balance when the order could no longer be paid', async () => {
    renderOrder(order('o-1', { status: 'cancelled', chain_payment: payment({ state: 'credited', confirmations: 2 }) }));
    const shown = await panel();
    expect(shown.getByTestId('chain-payment-state')).toHaveTextContent('Added to your balance');
    expect(shown.getByText(/was added to your Bazaar balance/)).toBeInTheDocument();
  });

  it('reads right to left in Arabic, the transaction id still left to right', async () => {
    await initI18n('ar');
    renderOrder(order('o-1', { chain_payment: payment({ state: 'confirming', confirmations: 1, confirmations_needed: 2 }) }));
    const shown = await panel();
    expect(shown.getByTestId('chain-payment-state')).toHaveTextContent('قيد التأكيد');
    expect(shown.getByTestId('chain-payment-confirmations')).toHaveTextContent('1 من 2 تأكيدات');
    expect(shown.getByTestId('chain-payment-transaction')).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

afterAll(async () => {
  await initI18n('en');
});
