import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cartLine } from '@/test/order-fixtures';
import { loggedInState, renderRoute, renderWithProviders, sampleUser } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch } from '@/test/scripted-api';
import type { CheckoutPreview } from '../api/order-types';
import { ShortBalanceWarning } from './short-balance-warning';

function renderWarning(total: number, balance: number) {
  return renderWithProviders(
    <MemoryRouter>
      <ShortBalanceWarning total={total} balance={balance} />
    </MemoryRouter>,
  );
}

const address = { address_id: 5, name: 'Ada', phone: '555', country: 'UK', province: 'London', city: 'London', area: '', address: '1 Main St', postal_code: '', is_default: true };

function previewWith(balance: number): CheckoutPreview {
  return {
    shops: [
      {
        shop: { shop_id: 1, name: 'Sunrise Store', logo: '' },
        lines: [{ ...cartLine(1, { price: 1000, num: 2, total: 2000 }), unavailable_reason: null }],
        subtotal: 2000,
        shipping_fee: 499,
        tax: 100,
        total: 2599,
        platform_discount: 0,
      },
    ],
    subtotal: 2000,
    shipping_fee: 499,
    tax: 100,
    total: 2599,
    platform_discount: 0,
    pay_amount: 2599,
    balance,
    addresses: [address],
    address_id: 5,
    payable: true,
  };
}

function renderCheckout(balance: number) {
  const { fetchFn } = scriptedFetch((path) => {
    if (path === 'mine/info') return ok(sampleUser);
    if (path === 'mall/cart/list') return ok({ list: [], amount: 0, balance });
    if (path === 'order/checkout') return ok(previewWith(balance));
    return undefined;
  });
  return renderRoute('/cart/checkout', { preloadedState: loggedInState(), services: { fetchFn } });
}

describe('short-balance warning', () => {
  it('names the shortfall, the balance and the total, links to recharge and says the order can be paid later', () => {
    renderWarning(7849, 1000);
    const warning = screen.getByTestId('short-balance');
    expect(warning).toHaveTextContent('Your balance is not enough');
    expect(warning).toHaveTextContent('Your balance of $10.00 is $68.49 short of the total of $78.49.');
    expect(warning).toHaveTextContent('pay it later');
    expect(within(warning).getByRole('link', { name: 'Recharge your wallet' })).toHaveAttribute('href', '/user/recharge');
  });

  it('stays away when the balance covers the total exactly or more', () => {
    renderWarning(7849, 7849);
    expect(screen.queryByTestId('short-balance')).not.toBeInTheDocument();
  });

  it('shows one cent short', () => {
    renderWarning(7849, 7848);
    expect(screen.getByTestId('short-balance')).toHaveTextContent('$0.01 short');
  });

  it('shows on checkout before Place order, which stays usable', async () => {
    renderCheckout(1000);
    const warning = await screen.findByTestId('short-balance');
    expect(warning).toHaveTextContent('$15.99 short of the total of $25.99');
    const place = screen.getByRole('button', { name: 'Place order' });
    expect(place).toBeEnabled();
    // Said before the button, in reading order.
    expect(warning.compareDocumentPosition(place) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is absent from checkout when the balance is enough', async () => {
    renderCheckout(2599);
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeEnabled();
    expect(screen.queryByTestId('short-balance')).not.toBeInTheDocument();
  });
});
