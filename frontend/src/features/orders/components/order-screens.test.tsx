import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/format';
import { cartLine, order } from '@/test/order-fixtures';
import { loggedInState, renderRoute, sampleUser } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';


type Script = (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined;

function orderFetch(extra: Script = () => undefined) {
  return scriptedFetch((path, body) => {
    const scripted = extra(path, body);
    if (scripted) return scripted;
    if (path === 'mine/info') return ok(sampleUser);
    if (path === 'mall/cart/list') return ok({ list: [], amount: 0, balance: 0 });
    return undefined;
  });
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);

const address = {
  address_id: 5,
  name: 'Ada',
  phone: '555',
  country: 'UK',
  province: 'London',
  city: 'London',
  area: '',
  address: '1 Main St',
  is_default: true,
};

const preview = {
  shops: [
    {
      shop: { shop_id: 1, name: 'Sunrise Store', logo: '' },
      lines: [cartLine(1, { price: 1000, num: 2, total: 2000 })],
      subtotal: 2000,
      shipping_fee: 499,
      tax: 100,
      total: 2599,
    },
    {
      shop: { shop_id: 2, name: 'Moon Shop', logo: '' },
      lines: [cartLine(2, { price: 5000, num: 1, total: 5000 })],
      subtotal: 5000,
      shipping_fee: 0,
      tax: 250,
      total: 5250,
    },
  ],
  subtotal: 7000,
  shipping_fee: 499,
  tax: 350,
  total: 7849,
  balance: 1000,
  addresses: [address],
  address_id: 5,
  payable: true,
};

describe('checkout (cart-checkout)', () => {
  it('shows each shop with subtotal, shipping fee, tax and total, the grand total and the balance', async () => {
    const { fetchFn } = orderFetch((path) => (path === 'order/checkout' ? ok(preview) : undefined));
    renderRoute('/cart/checkout', { preloadedState: loggedInState(), services: { fetchFn } });
    const sunrise = await screen.findByRole('region', { name: 'Sunrise Store' });
    expect(within(sunrise).getByText('Shipping fee').nextSibling).toHaveTextContent('$4.99');
    expect(within(sunrise).getByText('Tax').nextSibling).toHaveTextContent('$1.00');
    expect(within(sunrise).getByText('Total').nextSibling).toHaveTextContent('$25.99');
    const moon = screen.getByRole('region', { name: 'Moon Shop' });
    expect(within(moon).getByText('Shipping fee').nextSibling).toHaveTextContent('$0.00');
    expect(within(moon).getByText('Total').nextSibling).toHaveTextContent('$52.50');
    expect(screen.getByTestId('grand-total')).toHaveTextContent('$78.49');
    expect(screen.getByTestId('balance')).toHaveTextContent('$10.00');
    // The preview's default address is chosen.
    expect(screen.getAllByRole('radio', { checked: true }).length).toBeGreaterThan(0);
  });

  it('chooses the address just added from checkout (?address_id=) and its Add address link comes back', async () => {
    const added = { ...address, address_id: 9, name: 'Bo', postal_code: 'SW1A 1AA', is_default: false };
    const withAdded = { ...preview, addresses: [address, added] };
    const { fetchFn, calls } = orderFetch((path) => {
      if (path === 'order/checkout') return ok(withAdded);
      if (path === 'order/create') return ok({ order_ids: ['o1'], order_sns: ['SN1'], pay_amount: 7849 });
      return undefined;
    });
    renderRoute('/cart/checkout?address_id=9', { preloadedState: loggedInState(), services: { fetchFn } });
    expect(await screen.findByText(/SW1A 1AA/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add address' })).toHaveAttribute('href', '/user/address-edit?from=checkout');

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('region', { name: 'Pay for your order' });
    expect(callsTo(calls, 'order/create')[0]?.body).toMatchObject({ address_id: 9 });
  });

  it('places the order with an Idempotency-Key, and on 106 offers a recharge and leaves the order unpaid', async () => {
    const { fetchFn, calls } = orderFetch((path) => {
      if (path === 'order/checkout') return ok(preview);
      if (path === 'order/create') return ok({ order_ids: ['o1', 'o2'], order_sns: ['SN1', 'SN2'], pay_amount: 7849 });
      if (path === 'order/pay') return { code: 106, msg: 'Insufficient balance', data: null };
      return undefined;
    });
    renderRoute('/cart/checkout', { preloadedState: loggedInState(), services: { fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    const payStep = await screen.findByRole('region', { name: 'Pay for your order' });
    const create = callsTo(calls, 'order/create')[0];
    expect(create?.body).toMatchObject({ address_id: 5 });
    expect(create?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(payStep).getByText('Order created: SN1, SN2')).toBeInTheDocument();
    expect(within(payStep).getByTestId('pay-amount')).toHaveTextContent('$78.49');

    await userEvent.click(within(payStep).getByRole('button', { name: 'Pay now' }));
    const alert = await within(payStep).findByRole('alert');
    expect(alert).toHaveTextContent('Insufficient balance, unpaid successfully');
    expect(within(alert).getByRole('link', { name: 'Recharge' })).toHaveAttribute('href', '/user/recharge');
    expect(within(alert).getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/user/order');
    const pay = callsTo(calls, 'order/pay')[0];
    expect(pay?.body).toMatchObject({ order_ids: ['o1', 'o2'] });
    expect(pay?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(pay?.headers['Idempotency-Key']).not.toBe(create?.headers['Idempotency-Key']);
  });

  it('goes to the order detail after a successful payment', async () => {
    const { fetchFn } = orderFetch((path) => {
      if (path === 'order/checkout') return ok({ ...preview, shops: preview.shops.slice(0, 1) });
      if (path === 'order/create') return ok({ order_ids: ['o1'], order_sns: ['SN1'], pay_amount: 2599 });
      if (path === 'order/pay') return ok({ paid_amount: 2599, balance: 0 });
      if (path === 'order/detail') return ok(order('o1', { status: 'wait_confirm' }));
      return undefined;
    });
    const { router } = renderRoute('/cart/checkout', { preloadedState: loggedInState(), services: { fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => {
      expect(router.state.location.pathname + router.state.location.search).toBe('/user/order/detail?id=o1');
    });
  });

  it('asks for a note per shop and sends each shop its own', async () => {
    const { fetchFn, calls } = orderFetch((path) => {
      if (path === 'order/checkout') return ok(preview);
      if (path === 'order/create') return ok({ order_ids: ['o1', 'o2'], order_sns: ['SN1', 'SN2'], pay_amount: 7849 });
      return undefined;
    });
    renderRoute('/cart/checkout', { preloadedState: loggedInState(), services: { fetchFn } });
    const sunrise = await screen.findByRole('region', { name: 'Sunrise Store' });
    const moon = screen.getByRole('region', { name: 'Moon Shop' });
    await userEvent.type(within(sunrise).getByRole('textbox', { name: 'Note to Sunrise Store' }), ' Gift wrap ');
    await userEvent.type(within(moon).getByRole('textbox', { name: 'Note to Moon Shop' }), 'Ring twice');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('region', { name: 'Pay for your order' });
    const body = callsTo(calls, 'order/create')[0]?.body;
    expect(body).toMatchObject({
      address_id: 5,
      remarks: [
        { shop_id: 1, remark: 'Gift wrap' },
        { shop_id: 2, remark: 'Ring twice' },
      ],
    });
    expect(body).not.toHaveProperty('remark');
  });

  it('sends no notes when none is written', async () => {
    const { fetchFn, calls } = orderFetch((path) => {
      if (path === 'order/checkout') return ok(preview);
      if (path === 'order/create') return ok({ order_ids: ['o1', 'o2'], order_sns: ['SN1', 'SN2'], pay_amount: 7849 });
      return undefined;
    });
    renderRoute('/cart/checkout', { preloadedState: loggedInState(), services: { fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    await screen.findByRole('region', { name: 'Pay for your order' });
    expect(callsTo(calls, 'order/create')[0]?.body).not.toHaveProperty('remarks');
  });

  it('shows why a line cannot be bought and does not let the order be placed', async () => {
    const [sunriseBlock, moonBlock] = preview.shops;
    const short = { ...cartLine(2, { price: 5000, num: 7, total: 35000, stock: 3 }), unavailable_reason: 'out_of_stock' };
    const unpayable = {
      ...preview,
      shops: [sunriseBlock, { ...moonBlock, lines: [short], subtotal: 0, shipping_fee: 0, tax: 0, total: 0 }],
      payable: false,
    };
    const { fetchFn, calls } = orderFetch((path) => (path === 'order/checkout' ? ok(unpayable) : undefined));
    renderRoute('/cart/checkout', { preloadedState: loggedInState(), services: { fetchFn } });
    const moon = await screen.findByRole('region', { name: 'Moon Shop' });
    expect(within(moon).getByTestId('line-problem')).toHaveTextContent('Not enough stock.');
    const sunrise = screen.getByRole('region', { name: 'Sunrise Store' });
    expect(within(sunrise).queryByTestId('line-problem')).not.toBeInTheDocument();
    expect(screen.getByTestId('unpayable')).toHaveTextContent('Some items cannot be bought as they are.');
    expect(within(screen.getByTestId('unpayable')).getByRole('link', { name: 'Edit cart' })).toHaveAttribute('href', '/cart');
    const place = screen.getByRole('button', { name: 'Place order' });
    expect(place).toBeDisabled();
    await userEvent.click(place);
    expect(callsTo(calls, 'order/create')).toHaveLength(0);
  });

  it('sends the shopper back to the cart when a line went off sale (107)', async () => {
    const { fetchFn } = orderFetch((path) =>
      path === 'order/checkout' ? { code: 107, msg: 'This product is no longer on sale', data: null } : undefined,
    );
    renderRoute('/cart/checkout', { preloadedState: loggedInState(), services: { fetchFn } });
    const alert = await screen.findByTestId('unpayable');
    expect(within(alert).getByRole('link', { name: 'Edit cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('shows the empty state when there is nothing to check out', async () => {
    const { fetchFn } = orderFetch((path) =>
      path === 'order/checkout' ? { code: 102, msg: 'Error parameters', data: { field: 'lines' } } : undefined,
    );
    renderRoute('/cart/checkout', { preloadedState: loggedInState(), services: { fetchFn } });
    expect(await screen.findByText('There is nothing to check out yet.')).toBeInTheDocument();
  });
});

describe('my orders (user-order, user-order-detail)', () => {
  it('has status tabs with the spec labels, is in the account menu and filters by status', async () => {
    const { fetchFn, calls } = orderFetch((path) =>
      path === 'order/list' ? ok({ list: [order('o1')], total: 1, page: 1, page_size: 20 }) : undefined,
    );
    renderRoute('/user/order', { preloadedState: loggedInState(), services: { fetchFn } });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getByText('My orders')).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All',
      'Waiting for payment',
      'To be confirmed',
      'Waiting for delivery',
      'Goods to be received',
      'To be completed',
      'Completed',
      'Refunded',
      'Cancelled',
    ]);
    expect(await screen.findByRole('article', { name: 'Order SNo1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Refunded' }));
    await waitFor(() => {
      expect(callsTo(calls, 'order/list').at(-1)?.body).toMatchObject({ status: 'refunded', page: 1 });
    });
  });

  it('cancels an unpaid order only after confirming', async () => {
    const { fetchFn, calls } = orderFetch((path) =>
      path === 'order/list' ? ok({ list: [order('o1')], total: 1, page: 1, page_size: 20 }) : undefined,
    );
    renderRoute('/user/order', { preloadedState: loggedInState(), services: { fetchFn } });
    const card = await screen.findByRole('article', { name: 'Order SNo1' });
    expect(within(card).getByRole('button', { name: 'Pay order SNo1' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel order SNo1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(callsTo(calls, 'order/cancel')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(callsTo(calls, 'order/cancel')[0]?.body).toMatchObject({ order_id: 'o1' });
    });
  });

  it('asks for a reason before a refund', async () => {
    const { fetchFn, calls } = orderFetch((path) =>
      path === 'order/detail' ? ok(order('o2', { status: 'wait_ship' })) : undefined,
    );
    renderRoute('/user/order/detail?id=o2', { preloadedState: loggedInState(), services: { fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Request a refund for order SNo2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please enter a reason')).toBeInTheDocument();
    expect(callsTo(calls, 'order/refund')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for the refund/ }), 'Wrong size');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(callsTo(calls, 'order/refund')[0]?.body).toMatchObject({ order_id: 'o2', reason: 'Wrong size' });
    });
  });

  it('shows lines, amounts, address, logistics number and timeline, and confirms receipt when shipped', async () => {
    const shipped = order('o3', {
      status: 'wait_receipt',
      logistics_no: 'LP123',
      timeline: [
        { status: 'wait_payment', time: 1_700_000_000 },
        { status: 'wait_confirm', time: 1_700_000_100 },
        { status: 'wait_ship', time: 1_700_000_200 },
        { status: 'wait_receipt', time: 1_700_000_300 },
      ],
    });
    const { fetchFn, calls } = orderFetch((path) => (path === 'order/detail' ? ok(shipped) : undefined));
    renderRoute('/user/order/detail?id=o3', { preloadedState: loggedInState(), services: { fetchFn } });
    expect(await screen.findByText('Trail Jacket')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$25.99');
    expect(screen.getByTestId('logistics-no')).toHaveTextContent('LP123');
    expect(screen.getByText(/1 Main St, London, UK/)).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Order progress' });
    expect(within(timeline).getByText('To be confirmed')).toBeInTheDocument();
    expect(within(timeline).getByText('Goods to be received')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm receipt of order SNo3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(callsTo(calls, 'order/confirm_receipt')[0]?.body).toMatchObject({ order_id: 'o3' });
    });
  });

  it('pays an order from the list only after a confirmation with the amount, the order and the balance after', async () => {
    const unpaid = order('o7');
    const { fetchFn, calls } = orderFetch((path) => {
      if (path === 'order/list') return ok({ list: [unpaid], total: 1, page: 1, page_size: 20 });
      if (path === 'mine/wealth/info') return ok({ amount: 10_000, frozen: 0 });
      if (path === 'order/pay') return ok({ paid_amount: 2599, balance: 7401 });
      return undefined;
    });
    renderRoute('/user/order', { preloadedState: loggedInState(), services: { fetchFn } });
    const card = await screen.findByRole('article', { name: 'Order SNo7' });
    await userEvent.click(within(card).getByRole('button', { name: 'Pay order SNo7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay from your balance?' });
    expect(within(dialog).getByTestId('confirm-purpose')).toHaveTextContent('Order SNo7 from Sunrise Store');
    expect(within(dialog).getByTestId('confirm-amount')).toHaveTextContent('$25.99');
    expect(await within(dialog).findByText('$100.00')).toBeInTheDocument();
    expect(within(dialog).getByTestId('confirm-balance-after')).toHaveTextContent('$74.01');
    expect(callsTo(calls, 'order/pay')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(callsTo(calls, 'order/pay')).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Pay order SNo7' }));
    const again = await screen.findByRole('dialog', { name: 'Pay from your balance?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => {
      expect(callsTo(calls, 'order/pay')[0]?.body).toMatchObject({ order_ids: ['o7'] });
    });
  });

  it('shows the payment deadline on an unpaid order, in its card and its detail', async () => {
    const deadline = Math.floor(Date.now() / 1000) + 30 * 60;
    const unpaid = order('o4', { pay_deadline_time: deadline });
    const { fetchFn } = orderFetch((path) => {
      if (path === 'order/list') return ok({ list: [unpaid], total: 1, page: 1, page_size: 20 });
      if (path === 'order/detail') return ok(unpaid);
      return undefined;
    });
    renderRoute('/user/order', { preloadedState: loggedInState(), services: { fetchFn } });
    const card = await screen.findByRole('article', { name: 'Order SNo4' });
    expect(within(card).getByTestId('pay-deadline')).toHaveTextContent(`Pay before ${formatDateTime(deadline)}`);

    await userEvent.click(within(card).getByRole('link', { name: 'Order number: SNo4' }));
    // The detail screen may re-render once its query settles: wait for the text as it stays.
    await waitFor(() => {
      expect(screen.getByText(`Pay before ${formatDateTime(deadline)}`)).toBeInTheDocument();
    });
  });

  it('says when the time to pay has run out, before the system has cancelled the order', async () => {
    const late = order('o5', { pay_deadline_time: Math.floor(Date.now() / 1000) - 1 });
    const { fetchFn } = orderFetch((path) => (path === 'order/detail' ? ok(late) : undefined));
    renderRoute('/user/order/detail?id=o5', { preloadedState: loggedInState(), services: { fetchFn } });
    expect(await screen.findByTestId('pay-deadline')).toHaveTextContent(
      'The time to pay has run out; this order will be cancelled',
    );
  });

  it('shows no deadline once cancelled, and the system cancellation in the timeline', async () => {
    const expired = order('o6', {
      status: 'cancelled',
      pay_deadline_time: null,
      cancel_reason: 'payment_timeout',
      timeline: [
        { status: 'wait_payment', time: 1_700_000_000 },
        { status: 'cancelled', time: 1_700_001_800, reason: 'payment_timeout' },
      ],
    });
    const { fetchFn } = orderFetch((path) => (path === 'order/detail' ? ok(expired) : undefined));
    renderRoute('/user/order/detail?id=o6', { preloadedState: loggedInState(), services: { fetchFn } });
    const timeline = await screen.findByRole('region', { name: 'Order progress' });
    expect(within(timeline).getByText('Cancelled by the system: not paid in time')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-deadline')).not.toBeInTheDocument();
  });
});

describe('order tracking (order-track, order-track-result)', () => {
  it('is public and needs an order number', async () => {
    const { fetchFn, calls } = orderFetch();
    const { router } = renderRoute('/order-track', { services: { fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Please enter the order number')).toBeInTheDocument();
    expect(callsTo(calls, 'order/track')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: /Order number/ }), ' SN9 ');
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() => {
      expect(router.state.location.pathname + router.state.location.search).toBe('/order-track-result?order_sn=SN9');
    });
  });

  it('shows the status, logistics number and timeline', async () => {
    const { fetchFn } = orderFetch((path) =>
      path === 'order/track'
        ? ok({ order_sn: 'SN9', status: 'wait_receipt', logistics_no: 'LP9', timeline: [{ status: 'wait_receipt', time: 1_700_000_000 }] })
        : undefined,
    );
    renderRoute('/order-track-result?order_sn=SN9', { services: { fetchFn } });
    expect(await screen.findByTestId('logistics-no')).toHaveTextContent('LP9');
    expect(screen.getAllByText('Goods to be received').length).toBeGreaterThan(0);
  });

  it('says the tracking details were not found for an unknown number', async () => {
    const { fetchFn } = orderFetch((path) =>
      path === 'order/track' ? { code: 103, msg: 'The record does not exist', data: null } : undefined,
    );
    renderRoute('/order-track-result?order_sn=NOPE', { services: { fetchFn } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tracking details for this order ID not found');
  });
});
