import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { sampleDetail } from '@/test/catalogue-fixtures';
import { cartLine, cartOf } from '@/test/order-fixtures';
import { loggedInState, renderRoute, sampleUser } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';

function cartFetch(
  lines = [cartLine(1), cartLine(2, { num: 1, total: 1250, props_desc: 'Size:M' })],
  extra: (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined = () => undefined,
) {
  return scriptedFetch((path, body) => {
    const scripted = extra(path, body);
    if (scripted) return scripted;
    if (path === 'mine/info') return ok(sampleUser);
    if (path === 'mall/cart/list') return ok(cartOf(lines));
    if (path === 'mall/goods/detail') return ok(sampleDetail);
    return undefined;
  });
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);


afterEach(async () => {
  await initI18n('en');
});

describe('header cart icon', () => {
  it('shows the number of items in the cart, for guests too', async () => {
    const { fetchFn } = cartFetch();
    renderRoute('/list', { services: { fetchFn } });
    expect(await screen.findByRole('button', { name: 'Shopping cart, items: 3' })).toBeInTheDocument();
  });

  it('sits at the end of the header toolbar', async () => {
    const { fetchFn } = cartFetch();
    renderRoute('/list', { preloadedState: loggedInState(), services: { fetchFn } });
    const button = await screen.findByRole('button', { name: 'Shopping cart, items: 3' });
    const toolbar = screen.getByTestId('header-actions');
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.at(-1)).toBe(button);
  });

  it('goes to the cart screen from home', async () => {
    const { fetchFn } = cartFetch();
    const { router } = renderRoute('/', { preloadedState: loggedInState(), services: { fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Shopping cart, items: 3' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/cart');
    });
    expect(screen.queryByTestId('cart-drawer')).not.toBeInTheDocument();
  });

  it('does nothing on the cart screen', async () => {
    const { fetchFn, calls } = cartFetch();
    const { router } = renderRoute('/cart', { preloadedState: loggedInState(), services: { fetchFn } });
    const button = await screen.findByRole('button', { name: 'Shopping cart, items: 3' });
    const before = callsTo(calls, 'mall/cart/list').length;
    await userEvent.click(button);
    expect(router.state.location.pathname).toBe('/cart');
    expect(screen.queryByRole('dialog', { name: 'Shopping cart' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'mall/cart/list').length).toBe(before);
  });

  it('sends a guest to log in', async () => {
    const { fetchFn } = cartFetch();
    const { router } = renderRoute('/list', { services: { fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Shopping cart, items: 3' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
  });
});

describe('cart drawer', () => {
  it('opens from the right elsewhere, refreshes the cart and lists lines with their SKU, subtotal and buttons', async () => {
    const { fetchFn, calls } = cartFetch();
    renderRoute('/list', { preloadedState: loggedInState(), services: { fetchFn } });
    const button = await screen.findByRole('button', { name: 'Shopping cart, items: 3' });
    const before = callsTo(calls, 'mall/cart/list').length;
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Shopping cart' });
    await waitFor(() => {
      expect(callsTo(calls, 'mall/cart/list').length).toBeGreaterThan(before);
    });
    expect(screen.getByTestId('cart-drawer')).toHaveAttribute('data-side', 'right');
    expect(within(drawer).getByText('Product 1')).toBeInTheDocument();
    expect(within(drawer).getByText('Color: Red · Size: L')).toBeInTheDocument();
    expect(within(drawer).getByText('Size: M')).toBeInTheDocument();
    expect(within(drawer).getByText('× 2')).toBeInTheDocument();
    expect(within(drawer).getByText('$25.00')).toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$37.50');
    expect(within(drawer).getByRole('link', { name: 'Show cart' })).toHaveAttribute('href', '/cart');
    expect(within(drawer).getByRole('link', { name: 'Show checkout' })).toHaveAttribute('href', '/cart/checkout');
  });

  it('marks an unavailable line in the drawer too, and offers checkout only without one', async () => {
    const { fetchFn } = cartFetch([cartLine(1, { available: false })]);
    renderRoute('/list', { preloadedState: loggedInState(), services: { fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Shopping cart, items: 2' }));
    const drawer = await screen.findByRole('dialog', { name: 'Shopping cart' });
    expect(within(drawer).getByText('Unavailable')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Show checkout' })).toBeDisabled();
    expect(within(drawer).getByRole('link', { name: 'Show cart' })).toHaveAttribute('href', '/cart');
  });

  it('shows the empty state with continue shopping', async () => {
    const { fetchFn } = cartFetch([]);
    renderRoute('/list', { preloadedState: loggedInState(), services: { fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Shopping cart, items: 0' }));
    const drawer = await screen.findByRole('dialog', { name: 'Shopping cart' });
    expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('asks with the product image and name before removing a line, then deletes it', async () => {
    const { fetchFn, calls } = cartFetch();
    renderRoute('/list', { preloadedState: loggedInState(), services: { fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Shopping cart, items: 3' }));
    const drawer = await screen.findByRole('dialog', { name: 'Shopping cart' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Product 1 from the cart' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this product?' });
    expect(within(confirm).getByText('Product 1')).toBeInTheDocument();
    expect(confirm.querySelector('img')).toHaveAttribute('src', '/img/1.png');
    expect(callsTo(calls, 'mall/cart/del')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => {
      expect(callsTo(calls, 'mall/cart/del')).toHaveLength(1);
    });
    expect(callsTo(calls, 'mall/cart/del')[0]?.body).toMatchObject({ shop_goods_id: 41, sku_id: 1 });
  });

  it('slides in from the left in Arabic, with the cart icon still at the end of the toolbar', async () => {
    await initI18n('ar');
    const { fetchFn } = cartFetch();
    renderRoute('/list', { preloadedState: loggedInState(), services: { fetchFn } });
    const button = await screen.findByRole('button', { name: 'سلة التسوق، عدد المنتجات: 3' });
    const toolbar = screen.getByTestId('header-actions');
    expect(within(toolbar).getAllByRole('button').at(-1)).toBe(button);
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'سلة التسوق' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-drawer')).toHaveAttribute('data-side', 'left');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('cart screen', () => {
  it('groups lines by shop, updates a quantity and empties the cart after asking', async () => {
    const lines = [
      cartLine(1),
      cartLine(2, { num: 1, total: 1250, goods_info: { ...cartLine(2).goods_info, shop_id: 2, shop_name: 'Moon Shop' } }),
    ];
    const { fetchFn, calls } = cartFetch(lines);
    renderRoute('/cart', { preloadedState: loggedInState(), services: { fetchFn } });
    expect(await screen.findByRole('region', { name: 'Sunrise Store' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Moon Shop' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$37.50');
    const quantity = screen.getByRole('textbox', { name: 'Quantity of Product 1' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await waitFor(() => {
      expect(callsTo(calls, 'mall/cart/update').at(-1)?.body).toMatchObject({ shop_goods_id: 41, sku_id: 1, num: 4 });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Empty the cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Empty the cart?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Empty the cart' }));
    await waitFor(() => {
      expect(callsTo(calls, 'mall/cart/empty')).toHaveLength(1);
    });
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/cart/checkout');
  });

  it('marks a line that went off sale, leaves it out of checkout and asks to remove it first', async () => {
    const lines = [cartLine(1, { available: false }), cartLine(2, { num: 1, total: 1250, available: true })];
    const { fetchFn, calls } = cartFetch(undefined, (path) =>
      path === 'mall/cart/list' ? ok({ list: lines, amount: 1250, balance: 0 }) : undefined,
    );
    renderRoute('/cart', { preloadedState: loggedInState(), services: { fetchFn } });
    const [offSale, onSale] = await screen.findAllByTestId('cart-line');
    expect(offSale).toHaveAttribute('data-available', 'false');
    expect(within(offSale as HTMLElement).getByText('Unavailable')).toBeInTheDocument();
    expect(within(offSale as HTMLElement).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(offSale as HTMLElement).getByRole('button', { name: 'Remove Product 1 from the cart' })).toBeInTheDocument();
    expect(onSale).toHaveAttribute('data-available', 'true');
    expect(within(onSale as HTMLElement).queryByText('Unavailable')).not.toBeInTheDocument();
    expect(within(onSale as HTMLElement).getByRole('textbox', { name: 'Quantity of Product 2' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$12.50');
    expect(screen.queryByRole('link', { name: 'Go to checkout' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to checkout' })).toBeDisabled();
    expect(screen.getByTestId('cart-unavailable-hint')).toHaveTextContent('Remove the unavailable products to go to checkout.');
    expect(callsTo(calls, 'order/checkout')).toHaveLength(0);
  });

  it('treats a line without `available` as available', async () => {
    const { fetchFn } = cartFetch([cartLine(1)]);
    renderRoute('/cart', { preloadedState: loggedInState(), services: { fetchFn } });
    expect(await screen.findByTestId('cart-line')).toHaveAttribute('data-available', 'true');
    expect(screen.queryByText('Unavailable')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-unavailable-hint')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/cart/checkout');
  });

  it('needs log-in', async () => {
    const { fetchFn } = cartFetch();
    const { router } = renderRoute('/cart', { services: { fetchFn } });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
  });
});

describe('add to cart on the product page', () => {
  const chooseRedSmall = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Red' }));
    await userEvent.click(screen.getByRole('button', { name: 'S' }));
  };

  it('adds the chosen SKU and quantity, for a guest too', async () => {
    const notify = vi.fn();
    const { fetchFn, calls } = cartFetch();
    renderRoute('/product?id=42', { services: { fetchFn, notify } });
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await chooseRedSmall();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => {
      expect(callsTo(calls, 'mall/cart/add')).toHaveLength(1);
    });
    expect(callsTo(calls, 'mall/cart/add')[0]?.body).toMatchObject({ shop_goods_id: 42, sku_id: 1, num: 1 });
  });

  it('shows the catalogue text for 107 and "Failed to join the cart" for other failures', async () => {
    let code = 107;
    const { fetchFn } = cartFetch(undefined, (path) =>
      path === 'mall/cart/add' ? { code, msg: '', data: null } : undefined,
    );
    renderRoute('/product?id=42', { services: { fetchFn } });
    await chooseRedSmall();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Insufficient stock')).toBeInTheDocument();
    code = 102;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Failed to join the cart')).toBeInTheDocument();
  });
});
