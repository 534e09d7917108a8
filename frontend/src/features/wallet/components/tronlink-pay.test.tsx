import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loggedInState, preloadRoute, renderRoute, sampleUser } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch } from '@/test/scripted-api';
import { chainConfig, preloadWalletCode, sampleWealth, USDT_TRC20_CONTRACT } from '@/test/wallet-fixtures';
import { disconnectWallet } from '../connect/wallet-session';

const SHOPPER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const TXID = 'ef'.repeat(32);

/** TronLink as the page sees it: `tronLink.request` and the TronWeb it injects (a double of the browser's interface). */
function installTronLink(approval = 200) {
  const built: unknown[][] = [];
  const tronWeb = {
    defaultAddress: { base58: SHOPPER },
    fullNode: { host: 'https://api.trongrid.io' },
    transactionBuilder: {
      triggerSmartContract: (...args: unknown[]) => {
        built.push(args);
        return Promise.resolve({ result: { result: true }, transaction: { txID: TXID } });
      },
    },
    trx: {
      sign: (transaction: { txID: string }) => Promise.resolve(transaction),
      sendRawTransaction: () => Promise.resolve({ result: true, txid: TXID }),
    },
  };
  window.tronLink = { request: () => Promise.resolve({ code: approval }), tronWeb };
  return { built };
}

// The screens and the wallet code load before the tests: each test then waits for the wallet's
// answers, never for a module to arrive (slow on a loaded machine).
beforeAll(async () => {
  await Promise.all([preloadRoute('/user/recharge'), preloadWalletCode()]);
});

afterEach(async () => {
  await disconnectWallet();
  delete window.tronLink;
});

function renderRecharge() {
  const { fetchFn } = scriptedFetch((path) => {
    if (path === 'mine/info') return ok(sampleUser);
    if (path === 'system/config') return ok(chainConfig);
    if (path === 'mine/wealth/info') return ok(sampleWealth);
    return undefined;
  });
  renderRoute('/user/recharge', { preloadedState: loggedInState(), services: { fetchFn } });
}

describe('paying a TRC-20 recharge with TronLink', () => {
  it('shows the TRON account and sends transfer(deposit, units) on the token contract', async () => {
    const { built } = installTronLink();
    renderRecharge();
    await userEvent.click(await screen.findByRole('radio', { name: 'USDT (TRC20)' }));
    await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), '50');
    await userEvent.click(screen.getByTestId('wallet-connect-tronlink'));
    expect(await screen.findByTestId('wallet-address')).toHaveTextContent(SHOPPER);
    expect(screen.getByTestId('wallet-network')).toHaveTextContent('TRON');
    await userEvent.click(screen.getByTestId('wallet-pay'));

    await waitFor(() => {
      expect(screen.getByLabelText(/Transaction ID/)).toHaveValue(TXID);
    });
    expect(built).toHaveLength(1);
    const [contract, selector, , parameters, issuer] = built[0] ?? [];
    expect(contract).toBe(USDT_TRC20_CONTRACT);
    expect(selector).toBe('transfer(address,uint256)');
    expect(parameters).toEqual([
      { type: 'address', value: USDT_TRC20_CONTRACT },
      { type: 'uint256', value: '50000000' },
    ]);
    expect(issuer).toBe(SHOPPER);
  });

  it('says so when the shopper refuses the connection in TronLink', async () => {
    installTronLink(4001);
    renderRecharge();
    await userEvent.click(await screen.findByRole('radio', { name: 'USDT (TRC20)' }));
    await userEvent.click(screen.getByTestId('wallet-connect-tronlink'));
    expect(await screen.findByText('The request was declined in the wallet.')).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-address')).not.toBeInTheDocument();
  });
});
