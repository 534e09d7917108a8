import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInState, preloadRoute, renderRoute, sampleUser } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch } from '@/test/scripted-api';
import { chainConfig, sampleWealth, USDT_TRC20_CONTRACT } from '@/test/wallet-fixtures';

// The screens' code loads before the tests, which then wait for the screens, never for modules.
beforeAll(async () => {
  await Promise.all([preloadRoute('/user/recharge'), preloadRoute('/user/withdraw')]);
});

function renderWallet(path: string) {
  const { fetchFn, calls } = scriptedFetch((apiPath) => {
    if (apiPath === 'mine/info') return ok(sampleUser);
    if (apiPath === 'system/config') return ok(chainConfig);
    if (apiPath === 'mine/wealth/info') return ok(sampleWealth);
    return undefined;
  });
  return { ...renderRoute(path, { preloadedState: loggedInState(), services: { fetchFn } }), calls };
}

const applied = (calls: { path: string }[], path: string) => calls.some((call) => call.path === path);

describe('the recharge form on a chain method', () => {
  it('refuses a transaction id of the other chain’s form, naming the chain', async () => {
    const { calls } = renderWallet('/user/recharge');
    await userEvent.click(await screen.findByRole('radio', { name: 'USDT (TRC20)' }));
    await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), '50');
    await userEvent.type(screen.getByLabelText(/Transaction ID/), `0x${'ab'.repeat(32)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Submit recharge' }));
    expect(await screen.findByText('Enter a valid TRON transaction ID: 64 hexadecimal characters')).toBeInTheDocument();
    expect(applied(calls, 'mine/wealth/recharge/apply')).toBe(false);
  });

  it('takes any reference on an off-chain method', async () => {
    renderWallet('/user/recharge');
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), '50');
    await userEvent.type(screen.getByLabelText(/Transaction ID/), 'BANK-REF-42');
    await userEvent.click(screen.getByRole('button', { name: 'Submit recharge' }));
    expect(await screen.findByText('Please upload the payment proof')).toBeInTheDocument();
    expect(screen.queryByText(/Enter a valid/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('wallet-connect-injected')).not.toBeInTheDocument();
  });
});

describe('the withdrawal form on a chain method', () => {
  it('refuses a corrupted TRON address and sends a real one', async () => {
    const { calls } = renderWallet('/user/withdraw');
    await userEvent.click(await screen.findByRole('radio', { name: 'USDT (TRC20)' }));
    const address = screen.getByLabelText(/Receiving address/);
    await userEvent.type(address, `${USDT_TRC20_CONTRACT.slice(0, -1)}u`);
    await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Submit withdrawal' }));
    expect(await screen.findByText('Enter a valid TRON address: 34 characters starting with T')).toBeInTheDocument();
    expect(applied(calls, 'mine/wealth/withdraw/apply')).toBe(false);

    await userEvent.clear(address);
    await userEvent.type(address, USDT_TRC20_CONTRACT);
    await userEvent.click(screen.getByRole('button', { name: 'Submit withdrawal' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => {
      expect(applied(calls, 'mine/wealth/withdraw/apply')).toBe(true);
    });
  });

  it('refuses an Ethereum address whose checksum is wrong', async () => {
    renderWallet('/user/withdraw');
    await userEvent.click(await screen.findByRole('radio', { name: 'USDT (ERC20)' }));
    await userEvent.type(screen.getByLabelText(/Receiving address/), '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Submit withdrawal' }));
    expect(
      await screen.findByText('Enter a valid Ethereum address: 0x followed by 40 hexadecimal characters, with a correct checksum'),
    ).toBeInTheDocument();
  });
});
