import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeFunctionData, erc20Abi } from 'viem';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeWallet } from '@/test/fake-eip1193';
import { order } from '@/test/order-fixtures';
import { loggedInState, preloadRoute, renderRoute, sampleUser } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, sentFields } from '@/test/scripted-api';
import { chainConfig, ERC20_DEPOSIT, preloadWalletCode, USDT_ERC20_CONTRACT } from '@/test/wallet-fixtures';
import { disconnectWallet } from '../connect/wallet-session';
import type { ChainPayQuote } from './order-pay-types';

const ACCOUNT = '0x90f8bf6a479f320ead074411a4b0e7944ea8c9c1';
const HASH = `0x${'cd'.repeat(32)}`;
const ORDER_ID = 'o-1';

/** $25.99 owed, $4.00 of it in the balance: $21.99 is asked of the wallet. */
const quote: ChainPayQuote = {
  amount: 2199,
  whole_amount: 2599,
  balance: 400,
  address: ERC20_DEPOSIT,
  chain: 'ethereum',
  token: 'USDT',
  token_contract: USDT_ERC20_CONTRACT,
  decimals: 6,
  chain_id: 31337,
  confirmations: 12,
  expires_time: 1_900_000_000,
};

function renderOrder(quoted: ChainPayQuote = quote) {
  const { fetchFn, calls } = scriptedFetch((path) => {
    if (path === 'mine/info') return ok(sampleUser);
    if (path === 'system/config') return ok(chainConfig);
    if (path === 'order/detail') return ok(order(ORDER_ID));
    if (path === 'order/pay_chain/quote') return ok(quoted);
    if (path === 'order/pay_chain') return ok({ recharge_id: 'r-1', amount: quoted.amount });
    return undefined;
  });
  renderRoute(`/user/order/detail?id=${ORDER_ID}`, { preloadedState: loggedInState(), services: { fetchFn } });
  return calls;
}

function installWallet(options: Parameters<typeof fakeWallet>[0] = {}) {
  const wallet = fakeWallet({ account: ACCOUNT, transactionHash: HASH, ...options });
  window.ethereum = wallet.provider;
  return wallet;
}

/** Opens "Pay with USDT", picks the ERC-20 method and connects the wallet; answers the dialog. */
async function openAndConnect() {
  await userEvent.click(await screen.findByTestId('pay-with-usdt'));
  const dialog = await screen.findByRole('dialog', { name: 'Pay with USDT from your wallet' });
  await userEvent.click(await within(dialog).findByRole('radio', { name: 'USDT (ERC20)' }));
  await userEvent.click(await within(dialog).findByTestId('wallet-connect-injected'));
  await within(dialog).findByTestId('wallet-address');
  return dialog;
}

function transfers(wallet: ReturnType<typeof fakeWallet>) {
  return wallet.requests
    .filter((request) => request.method === 'eth_sendTransaction')
    .map((request) => (request.params as [{ to: string; data: string }])[0]);
}

const transferOf = (units: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ERC20_DEPOSIT, units] });

beforeAll(async () => {
  await Promise.all([preloadRoute(`/user/order/detail?id=${ORDER_ID}`), preloadWalletCode(), import('./order-pay-route')]);
});

afterEach(async () => {
  await disconnectWallet();
  delete window.ethereum;
});

describe('paying an order with USDT', () => {
  it('asks the wallet for one transfer of exactly the quoted amount and files its transaction for the order', async () => {
    const wallet = installWallet({ tokenBalance: 100_000_000n });
    const calls = renderOrder();
    const dialog = await openAndConnect();
    expect(within(dialog).getByTestId('chain-pay-owed')).toHaveTextContent('$25.99');
    expect(within(dialog).getByTestId('chain-pay-from-balance')).toHaveTextContent('$4.00');
    expect(within(dialog).getByTestId('chain-pay-amount')).toHaveTextContent('21.99 USDT');
    await userEvent.click(within(dialog).getByTestId('chain-pay-send'));

    await waitFor(() => {
      expect(calls.some((call) => call.path === 'order/pay_chain')).toBe(true);
    });
    const sent = transfers(wallet);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to.toLowerCase()).toBe(USDT_ERC20_CONTRACT.toLowerCase());
    // $21.99 of a 6-decimal token: 21,990,000 units, a transfer to the deposit address.
    expect(sent[0]?.data).toBe(transferOf(21_990_000n));
    const filing = calls.find((call) => call.path === 'order/pay_chain');
    expect(sentFields(filing)).toEqual({ order_ids: [ORDER_ID], method: 'usdt_erc20', transaction_id: HASH, amount: 2199 });
    expect(filing?.headers['Idempotency-Key']).toBeTruthy();
    expect(sentFields(calls.find((call) => call.path === 'order/pay_chain/quote'))).toEqual({ order_ids: [ORDER_ID], method: 'usdt_erc20' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('sends the whole amount when the shopper keeps the balance', async () => {
    const wallet = installWallet();
    const calls = renderOrder();
    const dialog = await openAndConnect();
    await userEvent.click(within(dialog).getByTestId('chain-pay-whole'));
    expect(within(dialog).getByTestId('chain-pay-amount')).toHaveTextContent('25.99 USDT');
    await userEvent.click(within(dialog).getByTestId('chain-pay-send'));
    await waitFor(() => {
      expect(calls.some((call) => call.path === 'order/pay_chain')).toBe(true);
    });
    expect(transfers(wallet).map((each) => each.data)).toEqual([transferOf(25_990_000n)]);
    expect(sentFields(calls.find((call) => call.path === 'order/pay_chain'))).toMatchObject({ amount: 2599 });
  });

  it('says so when the shopper declines in the wallet, and files nothing', async () => {
    installWallet({ failing: { eth_sendTransaction: 4001 } });
    const calls = renderOrder();
    const dialog = await openAndConnect();
    await userEvent.click(within(dialog).getByTestId('chain-pay-send'));
    expect(await within(dialog).findByText('The request was declined in the wallet.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'order/pay_chain')).toBe(false);
  });

  it('does not ask for the transfer when the wallet holds less of the token than the amount', async () => {
    const wallet = installWallet({ tokenBalance: 21_989_999n });
    const calls = renderOrder();
    const dialog = await openAndConnect();
    await userEvent.click(within(dialog).getByTestId('chain-pay-send'));
    expect(await within(dialog).findByText(/Your wallet does not hold enough of this token/)).toBeInTheDocument();
    expect(transfers(wallet)).toHaveLength(0);
    expect(calls.some((call) => call.path === 'order/pay_chain')).toBe(false);
  });

  it('names the network when the wallet will not move to it, and sends nothing', async () => {
    // On mainnet, and the wallet knows no Anvil network (nor adds one).
    const wallet = installWallet({ chainId: 1, failing: { wallet_switchEthereumChain: 4902 } });
    renderOrder();
    const dialog = await openAndConnect();
    expect(within(dialog).getByTestId('wallet-wrong-network')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('chain-pay-send'));
    expect(await within(dialog).findByText('Your wallet did not move to Anvil. Switch to it in the wallet, then try again.')).toBeInTheDocument();
    expect(transfers(wallet)).toHaveLength(0);
  });

  it('offers no transfer when the balance already covers the order', async () => {
    installWallet();
    renderOrder({ ...quote, amount: 0, balance: 5000 });
    await userEvent.click(await screen.findByTestId('pay-with-usdt'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'USDT (ERC20)' }));
    expect(await within(dialog).findByTestId('chain-pay-covered')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('chain-pay-send')).not.toBeInTheDocument();
  });
});
