import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, ok } from '@/test/fake-api';
import { renderRoute, sampleUser } from '@/test/render-with-providers';

async function logIn(answer: Record<string, unknown>) {
  const { fetchFn } = createFakeFetch((path) =>
    path === 'user/login' ? ok({ sid: 'server-made-sid', uid: 7, user_info: sampleUser, ...answer }) : ok(null),
  );
  const rendered = renderRoute('/login', { services: { fetchFn } });
  await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Log in' })));
  await waitFor(() => {
    expect(rendered.router.state.location.pathname).toBe('/user');
  });
  return rendered;
}

describe('log-in screen: the guest cart carried over', () => {
  it('tells which lines were cut down, with the quantity wanted, kept and why', async () => {
    await logIn({
      cart_adjustments: [
        {
          shop_goods_id: 11,
          sku_id: 21,
          name: 'Tidewave Fast Wall Charger',
          props_desc: 'Color:White',
          requested: 316,
          kept: 159,
          reason: 'out_of_stock',
        },
        { shop_goods_id: 12, sku_id: 22, name: 'Glass Jar', props_desc: '', requested: 1200, kept: 999, reason: 'quantity_limit' },
        { shop_goods_id: 13, sku_id: 23, name: '', props_desc: '', requested: 2, kept: 0, reason: 'missing' },
        { shop_goods_id: 14, sku_id: 24, name: 'Dutch Oven', props_desc: '', requested: 1, kept: 0, reason: 'own_goods' },
      ],
    });
    expect(await screen.findByText('Some items were adjusted when your carts were combined')).toBeInTheDocument();
    const items = within(screen.getByTestId('cart-adjustments')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Tidewave Fast Wall Charger: 316 wanted, 159 kept. Not enough stock.',
      'Glass Jar: 1200 wanted, 999 kept. At most 999 per item.',
      'A product: 2 wanted, 0 kept. No longer available.',
      'Dutch Oven: 1 wanted, 0 kept. It is from your own shop.',
    ]);
  });

  it('shows no notice when every line carried over', async () => {
    await logIn({ cart_adjustments: [] });
    expect(screen.queryByText('Some items were adjusted when your carts were combined')).not.toBeInTheDocument();
  });
});
