import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeFunctionData, erc20Abi, getAddress } from 'viem';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/shared/browser';
import { fakeWallet } from '@/test/fake-eip1193';
import { loggedInState, preloadRoute, renderRoute, sampleUser } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch } from '@/test/scripted-api';
import { chainConfig, ERC20_DEPOSIT, preloadWalletCode, sampleWealth, USDT_ERC20_CONTRACT } from '@/test/wallet-fixtures';
import { currentSession, disconnectWallet } from '../connect/wallet-session';

vi.mock('@/shared/browser', () => ({ reloadPage: vi.fn(), openInNewTab: vi.fn() }));

const ACCOUNT = '0x90f8bf6a479f320ead074411a4b0e7944ea8c9c1';
const HASH = `0x${'cd'.repeat(32)}`;
const TRANSFER_SELECTOR = '0xa9059cbb';

function renderWallet(path: string) {
  const { fetchFn, calls } = scriptedFetch((apiPath) => {
    if (apiPath === 'mine/info') return ok(sampleUser);
    if (apiPath === 'system/config') return ok(chainConfig);
    if (apiPath === 'mine/wealth/info') return ok(sampleWealth);
    return undefined;
  });
  return { ...renderRoute(path, { preloadedState: loggedInState(), services: { fetchFn } }), calls };
}

function installWallet(options: Parameters<typeof fakeWallet>[0] = {}) {
  const wallet = fakeWallet({ account: ACCOUNT, transactionHash: HASH, ...options });
  window.ethereum = wallet.provider;
  return wallet;
}

async function chooseErc20AndAmount(amount: string) {
  await userEvent.click(await screen.findByRole('radio', { name: 'USDT (ERC20)' }));
  await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), amount);
}

// The screens and the wallet code load before the tests: each test then waits for the wallet's
// answers, never for a module to arrive (slow on a loaded machine).
beforeAll(async () => {
  await Promise.all([preloadRoute('/user/recharge'), preloadRoute('/user/withdraw'), preloadRoute('/user/amount'), preloadWalletCode()]);
});

afterEach(async () => {
  await disconnectWallet();
  delete window.ethereum;
});

describe('connecting a wallet', () => {
  it('shows the connected address (checksummed) and the network on the recharge screen', async () => {
    installWallet();
    renderWallet('/user/recharge');
    await chooseErc20AndAmount('50');
    await userEvent.click(screen.getByTestId('wallet-connect-injected'));
    expect(await screen.findByTestId('wallet-address')).toHaveTextContent(getAddress(ACCOUNT));
    expect(screen.getByTestId('wallet-network')).toHaveTextContent('Anvil');
    expect(screen.queryByTestId('wallet-wrong-network')).not.toBeInTheDocument();
  });

  it('says so when the browser has no wallet', async () => {
    renderWallet('/user/recharge');
    await chooseErc20AndAmount('50');
    await userEvent.click(screen.getByTestId('wallet-connect-injected'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such wallet was found in this browser.');
  });

  it('offers only TronLink for a TRON method and WalletConnect only when a project is configured', async () => {
    renderWallet('/user/recharge');
    await userEvent.click(await screen.findByRole('radio', { name: 'USDT (TRC20)' }));
    expect(screen.getByTestId('wallet-connect-tronlink')).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-connect-injected')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'USDT (ERC20)' }));
    expect(screen.getByTestId('wallet-connect-injected')).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-connect-walletconnect')).not.toBeInTheDocument();
  });
});

describe('paying with the wallet', () => {
  it('sends the token’s transfer of exactly the amount to the deposit address and fills the transaction id', async () => {
    const wallet = installWallet();
    renderWallet('/user/recharge');
    await chooseErc20AndAmount('50');
    await userEvent.click(screen.getByTestId('wallet-connect-injected'));
    await userEvent.click(await screen.findByTestId('wallet-pay'));

    await waitFor(() => {
      expect(screen.getByLabelText(/Transaction ID/)).toHaveValue(HASH);
    });
    const sent = wallet.requests.filter((request) => request.method === 'eth_sendTransaction');
    expect(sent).toHaveLength(1);
    const [transaction] = sent[0]?.params as [{ from: string; to: string; data: string }];
    expect(transaction.to.toLowerCase()).toBe(USDT_ERC20_CONTRACT.toLowerCase());
    expect(transaction.from.toLowerCase()).toBe(ACCOUNT);
    // $50.00 of a 6-decimal token is 50,000,000 units; a transfer, never an approval.
    expect(transaction.data.startsWith(TRANSFER_SELECTOR)).toBe(true);
    expect(transaction.data).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ERC20_DEPOSIT, 50_000_000n] }),
    );
  });

  it('asks for a valid amount before asking the wallet', async () => {
    const wallet = installWallet();
    renderWallet('/user/recharge');
    await chooseErc20AndAmount('5');
    await userEvent.click(screen.getByTestId('wallet-connect-injected'));
    await userEvent.click(await screen.findByTestId('wallet-pay'));
    expect(await screen.findByText('The amount must be at least $10.00')).toBeInTheDocument();
    expect(wallet.methods()).not.toContain('eth_sendTransaction');
  });

  it('leaves the transaction id empty and says so when the shopper declines in the wallet', async () => {
    installWallet({ failing: { eth_sendTransaction: 4001 } });
    renderWallet('/user/recharge');
    await chooseErc20AndAmount('50');
    await userEvent.click(screen.getByTestId('wallet-connect-injected'));
    await userEvent.click(await screen.findByTestId('wallet-pay'));
    expect(await screen.findByText('The request was declined in the wallet.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Transaction ID/)).toHaveValue('');
  });
});

describe('the network', () => {
  it('is switched to the method’s network on request, and the screen follows the wallet', async () => {
    const wallet = installWallet({ chainId: 1 });
    renderWallet('/user/recharge');
    await chooseErc20AndAmount('50');
    await userEvent.click(screen.getByTestId('wallet-connect-injected'));
    expect(await screen.findByTestId('wallet-network')).toHaveTextContent('Ethereum');
    const warning = screen.getByTestId('wallet-wrong-network');
    expect(warning).toHaveTextContent('Your wallet is on Ethereum; payments here use Anvil.');
    await userEvent.click(within(warning).getByRole('button', { name: 'Switch to Anvil' }));

    await waitFor(() => {
      expect(screen.getByTestId('wallet-network')).toHaveTextContent('Anvil');
    });
    expect(screen.queryByTestId('wallet-wrong-network')).not.toBeInTheDocument();
    expect(wallet.requests.find((request) => request.method === 'wallet_switchEthereumChain')?.params).toEqual([
      { chainId: '0x7a69' },
    ]);
  });

  it('is switched before paying, so the transfer goes out on the method’s network', async () => {
    const wallet = installWallet({ chainId: 1 });
    renderWallet('/user/recharge');
    await chooseErc20AndAmount('50');
    await userEvent.click(screen.getByTestId('wallet-connect-injected'));
    await userEvent.click(await screen.findByTestId('wallet-pay'));
    await waitFor(() => {
      expect(screen.getByLabelText(/Transaction ID/)).toHaveValue(HASH);
    });
    const methods = wallet.methods();
    expect(methods.indexOf('wallet_switchEthereumChain')).toBeGreaterThan(-1);
    expect(methods.indexOf('wallet_switchEthereumChain')).toBeLessThan(methods.indexOf('eth_sendTransaction'));
  });
});

describe('withdrawing to the connected wallet', () => {
  it('fills the address with the connected one, which passes the chain’s address rule', async () => {
    installWallet();
    const { calls } = renderWallet('/user/withdraw');
    await userEvent.click(await screen.findByRole('radio', { name: 'USDT (ERC20)' }));
    await userEvent.click(screen.getByTestId('wallet-connect-injected'));
    await userEvent.click(await screen.findByTestId('wallet-use-address'));
    expect(screen.getByLabelText(/Receiving address/)).toHaveValue(getAddress(ACCOUNT));
    await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Submit withdrawal' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => {
      expect(calls.find((call) => call.path === 'mine/wealth/withdraw/apply')?.body).toMatchObject({
        method: 'usdt_erc20',
        address: getAddress(ACCOUNT),
        amount: 2000,
      });
    });
  });
});

describe('log-out', () => {
  it('disconnects the wallet: the site’s permission is revoked and the wallet is no longer followed', async () => {
    const wallet = installWallet();
    renderWallet('/user/amount');
    await userEvent.click(await screen.findByTestId('wallet-connect-injected'));
    expect(await screen.findByTestId('wallet-address')).toBeInTheDocument();

    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Quit' }));

    await waitFor(() => {
      expect(wallet.methods()).toContain('wallet_revokePermissions');
    });
    expect(wallet.listenerCount()).toBe(0);
    expect(currentSession()).toBeNull();
    await waitFor(() => {
      expect(vi.mocked(reloadPage)).toHaveBeenCalled();
    });
  });
});
