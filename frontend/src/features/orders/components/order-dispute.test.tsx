import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/format';
import { order } from '@/test/order-fixtures';
import { loggedInState, renderRoute, sampleUser } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, sentFields, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import type { Order } from '../order-status';

type Script = (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined;

const DEADLINE = 1741687200;
const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);
const png = (name: string): File => new File([new Uint8Array(10)], name, { type: 'image/png' });

/** The order's page for `shown`, with uploads answering `proof-<n>.png` in turn. */
function renderOrder(shown: Order, extra: Script = () => undefined) {
  let uploads = 0;
  const { fetchFn, calls } = scriptedFetch((path, body) => {
    const scripted = extra(path, body);
    if (scripted) return scripted;
    if (path === 'mine/info') return ok(sampleUser);
    if (path === 'mall/cart/list') return ok({ list: [], amount: 0, balance: 0 });
    if (path === 'order/detail') return ok(shown);
    if (path === 'system/upload_image') {
      uploads += 1;
      return ok({ url: `/uploads/private/proof-${String(uploads)}.png`, path: `private/proof-${String(uploads)}.png` });
    }
    return undefined;
  });
  const rendered = renderRoute(`/user/order/detail?id=${shown.order_id}`, { preloadedState: loggedInState(), services: { fetchFn } });
  return { ...rendered, calls };
}

const shipped = (overrides: Partial<Order> = {}) =>
  order('o3', { status: 'wait_receipt', logistics_no: 'LP123', receipt_deadline: DEADLINE, ...overrides });

describe('the receipt deadline on the buyer’s order page', () => {
  it('says when receipt is confirmed for the buyer, and extends it once after a confirmation', async () => {
    const { calls } = renderOrder(shipped(), (path) => (path === 'order/extend_receipt' ? ok({}) : undefined));
    const deadline = await screen.findByTestId('receipt-deadline');
    const seconds = DEADLINE;
    expect(deadline).toHaveTextContent(`We confirm receipt for you on ${formatDateTime(seconds)}`);
    await userEvent.click(within(deadline).getByRole('button', { name: 'Extend the receipt deadline of order SNo3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the time to receive?' });
    expect(callsTo(calls, 'order/extend_receipt')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() => {
      expect(sentFields(callsTo(calls, 'order/extend_receipt')[0])).toEqual({ order_id: 'o3' });
    });
  });

  it('offers no second extension once the buyer used theirs', async () => {
    renderOrder(shipped({ receipt_extended: true }));
    const deadline = await screen.findByTestId('receipt-deadline');
    expect(within(deadline).getByTestId('receipt-extended')).toHaveTextContent('You extended this deadline once');
    expect(within(deadline).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no deadline before shipping or once the goods are received', async () => {
    renderOrder(order('o4', { status: 'wait_finish', receipt_deadline: DEADLINE }));
    expect(await screen.findByRole('button', { name: 'Problem with this order?' })).toBeInTheDocument();
    expect(screen.queryByTestId('receipt-deadline')).not.toBeInTheDocument();
  });
});

describe('"Problem with this order?"', () => {
  it('is offered while the goods are awaited or the order is finishing, never before shipping', async () => {
    renderOrder(order('o5', { status: 'wait_ship' }));
    expect(await screen.findByRole('button', { name: 'Request a refund for order SNo5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Problem with this order?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Case about this order' })).not.toBeInTheDocument();
  });

  it('gives way to the open case: its status and a link to it, with the deadline paused', async () => {
    renderOrder(shipped({ dispute: { dispute_id: 'd1', status: 'offered' } }));
    const panel = await screen.findByRole('region', { name: 'Case about this order' });
    expect(within(panel).getByTestId('dispute-status')).toHaveTextContent('Partial refund offered');
    expect(within(panel).getByRole('link', { name: 'Open the case' })).toHaveAttribute('href', '/user/order/dispute?id=o3');
    expect(screen.queryByRole('button', { name: 'Problem with this order?' })).not.toBeInTheDocument();
    expect(screen.getByTestId('receipt-deadline')).toHaveTextContent('Paused while your case is open');
  });

  it('shows what earlier cases refunded, and after an ended case offers a new one for the rest', async () => {
    renderOrder(shipped({ refunded_amount: 599, dispute: { dispute_id: 'd1', status: 'refunded' } }));
    expect(await screen.findByTestId('refunded-amount')).toHaveTextContent('$5.99');
    await userEvent.click(screen.getByRole('button', { name: 'Problem with this order?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    expect(within(dialog).getByRole('textbox', { name: /Refund asked/ })).toHaveValue('20.00');
    expect(within(dialog).getByText('At most $20.00')).toBeInTheDocument();
  });
});

describe('the case form', () => {
  async function openForm(shown: Order = shipped(), extra: Script = () => undefined) {
    const rendered = renderOrder(shown, extra);
    await userEvent.click(await screen.findByRole('button', { name: 'Problem with this order?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    return { ...rendered, dialog };
  }

  it('asks what happened and why, and offers what was paid as the refund', async () => {
    const { dialog, calls } = await openForm();
    expect(within(dialog).getByRole('textbox', { name: /Refund asked/ })).toHaveValue('25.99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the case' }));
    expect(await within(dialog).findByText('Choose what happened')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill this in')).toBeInTheDocument();
    expect(callsTo(calls, 'order/dispute/open')).toHaveLength(0);
  });

  it('refuses a refund above what was paid, a zero one and one that is not money', async () => {
    const { dialog, calls } = await openForm();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Not as described' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Describe the problem/ }), 'Torn sleeve');
    const amount = within(dialog).getByRole('textbox', { name: /Refund asked/ });
    for (const [typed, message] of [
      ['26.00', 'Enter an amount from $0.01 to $25.99'],
      ['0', 'Enter an amount from $0.01 to $25.99'],
      ['1e3', 'Enter an amount like 12.50'],
      ['', 'Enter an amount'],
    ]) {
      await userEvent.clear(amount);
      if (typed) await userEvent.type(amount, typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Open the case' }));
      expect(await within(dialog).findByText(message ?? '')).toBeInTheDocument();
    }
    expect(callsTo(calls, 'order/dispute/open')).toHaveLength(0);
  });

  it('takes photos from the camera or files, at most six, each uploaded as private, and any one removable', async () => {
    const { dialog, calls } = await openForm();
    const picker = within(dialog).getByLabelText('Add photos');
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(picker).toHaveAttribute('multiple');
    expect(picker).not.toHaveAttribute('capture');
    await userEvent.upload(picker, ['1', '2', '3', '4', '5', '6', '7'].map((n) => png(`p${n}.png`)));
    await waitFor(() => {
      expect(within(dialog).getAllByRole('img')).toHaveLength(6);
    });
    const uploads = callsTo(calls, 'system/upload_image');
    expect(uploads).toHaveLength(6);
    expect(new URL(uploads[0]?.url ?? '', 'http://x').searchParams.get('purpose')).toBe('document');
    expect(within(dialog).getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', `/uploads/private/proof-1.png?sid=${'S'.repeat(32)}`);
    expect(within(dialog).getByRole('button', { name: 'Add photos' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo 2' }));
    expect(within(dialog).getAllByRole('img')).toHaveLength(5);
    expect(within(dialog).queryByRole('img', { name: 'Photo 6' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add photos' })).toBeEnabled();
  });

  it('sends the kind, the trimmed reason, the amount in cents and the photos’ paths, then opens the case', async () => {
    const { dialog, calls, router } = await openForm(shipped(), (path) =>
      path === 'order/dispute/open' ? ok({ dispute_id: 'd9' }) : path === 'order/dispute/detail' ? { code: 103, msg: 'x', data: null } : undefined,
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'I did not receive it' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Describe the problem/ }), '  Never came  ');
    const amount = within(dialog).getByRole('textbox', { name: /Refund asked/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.5');
    await userEvent.upload(within(dialog).getByLabelText('Add photos'), [png('a.png'), png('b.png')]);
    await waitFor(() => {
      expect(within(dialog).getAllByRole('img')).toHaveLength(2);
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the case' }));
    await waitFor(() => {
      expect(router.state.location.pathname + router.state.location.search).toBe('/user/order/dispute?id=o3');
    });
    expect(sentFields(callsTo(calls, 'order/dispute/open')[0])).toEqual({
      order_id: 'o3',
      kind: 'not_received',
      reason: 'Never came',
      amount: 1250,
      images: ['private/proof-1.png', 'private/proof-2.png'],
    });
  });

  it('puts a refusal the server names a field for under that field', async () => {
    const { dialog } = await openForm(shipped(), (path) =>
      path === 'order/dispute/open' ? { code: 102, msg: 'Error parameters', data: { field: 'amount' } } : undefined,
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'I want to return it' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Describe the problem/ }), 'Too small');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the case' }));
    const amount = within(dialog).getByRole('textbox', { name: /Refund asked/ });
    await waitFor(() => {
      expect(amount).toHaveAccessibleDescription(/Error parameters/);
    });
  });
});
