import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/format';
import { disputeDetail } from '@/test/dispute-fixtures';
import { loggedInState, renderRoute, sampleUser } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, sentFields, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { sampleConfig, userWithRoles } from '@/test/wallet-fixtures';
import type { DisputeDetail } from '../api/dispute-types';

type Script = (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined;

const SID = 'S'.repeat(32);
const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);
const lastSent = (calls: SentCall[], path: string) => sentFields(callsTo(calls, path).at(-1));

function renderCase(path: string, detail: DisputeDetail, roles: string[] = [], extra: Script = () => undefined) {
  const user = roles.length > 0 ? userWithRoles(roles) : sampleUser;
  const { fetchFn, calls } = scriptedFetch((apiPath, body) => {
    const scripted = extra(apiPath, body);
    if (scripted) return scripted;
    if (apiPath === 'mine/info') return ok(user);
    if (apiPath === 'system/config') return ok(sampleConfig);
    if (apiPath === 'mall/cart/list') return ok({ list: [], amount: 0, balance: 0 });
    if (apiPath === 'order/dispute/detail') return ok(detail);
    return undefined;
  });
  const rendered = renderRoute(path, { preloadedState: loggedInState(user), services: { fetchFn } });
  return { ...rendered, calls };
}

const renderBuyerCase = (detail: DisputeDetail, extra?: Script) => renderCase('/user/order/dispute?id=o1', detail, [], extra);
const renderSellerCase = (detail: DisputeDetail, extra?: Script) => renderCase('/console/seller/disputes/o1', detail, ['seller'], extra);

/** The names of the step buttons the page offers. */
async function stepButtons(): Promise<string[]> {
  const steps = await screen.findByTestId('case-actions');
  return within(steps).getAllByRole('button').map((button) => button.textContent);
}

const offered = disputeDetail({
  status: 'offered',
  offered_amount: 800,
  waiting_for: 'buyer',
  respond_by: 1741255200,
  actions: ['message', 'accept_offer', 'escalate', 'withdraw'],
  messages: [
    ...disputeDetail().messages,
    { role: 'seller', event: 'offered', text: 'Half the sleeve is fine', images: [], amount: 800, time: 1740909600 },
    { role: 'system', event: 'buyer_silent', text: '', images: [], amount: 800, time: 1741255200 },
  ],
});

describe('the buyer’s case page (/user/order/dispute)', () => {
  it('asks for the case by its order and shows the timeline in the reader’s words, with photos that open large', async () => {
    const { calls } = renderBuyerCase(offered);
    expect(await screen.findByRole('heading', { level: 1, name: 'Case about order SNo1' })).toBeInTheDocument();
    expect(lastSent(calls, 'order/dispute/detail')).toEqual({ order_id: 'o1' });
    const lines = within(screen.getByRole('list', { name: 'Messages and steps' })).getAllByTestId('case-message');
    expect(lines.map((line) => line.textContent)).toEqual([
      `You${formatDateTime(1740823200)}Case opened · $12.00See the photos`,
      `You${formatDateTime(1740823260)}Any news?`,
      `Seller${formatDateTime(1740909600)}The seller offered a partial refund · $8.00Half the sleeve is fine`,
      `Bazaar${formatDateTime(1741255200)}The buyer did not answer in time: the offer counts as accepted · $8.00`,
    ]);
    await userEvent.click(within(lines[0] as HTMLElement).getByRole('button', { name: 'Enlarge photo 2' }));
    const photo = await screen.findByRole('dialog', { name: 'Photo' });
    expect(within(photo).getByRole('img', { name: 'Photo' })).toHaveAttribute('src', `/uploads/private/b.png?sid=${SID}`);
  });

  it('shows the amounts, the order’s parcel with its tracking link, and whose turn it is until when', async () => {
    renderBuyerCase(offered);
    expect(await screen.findByTestId('amount-asked')).toHaveTextContent('$12.00');
    expect(screen.getByTestId('amount-offered')).toHaveTextContent('$8.00');
    expect(screen.getByTestId('amount-max')).toHaveTextContent('$25.99');
    expect(screen.queryByTestId('amount-refunded')).not.toBeInTheDocument();
    expect(screen.getByTestId('case-logistics-no')).toHaveTextContent('SF123');
    expect(screen.getByTestId('track-parcel')).toHaveAttribute('href', 'https://sf.test/track/SF123');
    expect(within(screen.getByTestId('case-order')).getByRole('link', { name: 'SNo1' })).toHaveAttribute('href', '/user/order/detail?id=o1');
    const deadline = screen.getByTestId('case-deadline');
    expect(deadline).toHaveTextContent('Your turn');
    expect(within(deadline).getByTestId('respond-by')).toHaveTextContent(
      `Deadline to act: ${formatDateTime(1741255200)}`,
    );
    expect(deadline).toHaveTextContent('If the buyer does nothing by then, the offer counts as accepted.');
  });

  it('offers exactly the steps the answer lists, and accepts the offer after confirming its amount', async () => {
    const { calls } = renderBuyerCase(offered, (path) => (path === 'order/dispute/accept_offer' ? ok({}) : undefined));
    expect(await stepButtons()).toEqual(['Accept the offer', 'Ask the platform to decide', 'Withdraw the case']);
    await userEvent.click(screen.getByRole('button', { name: 'Accept the offer' }));
    const dialog = await screen.findByRole('dialog', { name: "Accept the seller's offer?" });
    expect(dialog).toHaveTextContent('$8.00 goes to your balance and the case closes.');
    expect(callsTo(calls, 'order/dispute/accept_offer')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(lastSent(calls, 'order/dispute/accept_offer')).toEqual({ dispute_id: 'd1' });
    });
    await waitFor(() => {
      expect(callsTo(calls, 'order/dispute/detail')).toHaveLength(2);
    });
  });

  it('escalates and withdraws only after confirming', async () => {
    const { calls } = renderBuyerCase(offered, (path) => (path.startsWith('order/dispute/') && path !== 'order/dispute/detail' ? ok({}) : undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'Ask the platform to decide' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Ask the platform to decide?' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(lastSent(calls, 'order/dispute/escalate')).toEqual({ dispute_id: 'd1' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your case?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(callsTo(calls, 'order/dispute/withdraw')).toHaveLength(0);
  });

  it('asks the return’s tracking number before telling the seller the goods are on their way', async () => {
    const asked = disputeDetail({
      status: 'return_requested',
      kind: 'return',
      waiting_for: 'buyer',
      return_address: '5 Return Rd, Leeds',
      actions: ['message', 'return_shipped', 'withdraw'],
    });
    const { calls } = renderBuyerCase(asked, (path) => (path === 'order/dispute/return_shipped' ? ok({}) : undefined));
    expect(await screen.findByTestId('case-return-address')).toHaveTextContent('5 Return Rd, Leeds');
    expect(await stepButtons()).toEqual(['I sent the goods back', 'Withdraw the case']);
    await userEvent.click(screen.getByRole('button', { name: 'I sent the goods back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the goods back' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please fill this in')).toBeInTheDocument();
    expect(callsTo(calls, 'order/dispute/return_shipped')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tracking number of the return/ }), ' RT-9 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(lastSent(calls, 'order/dispute/return_shipped')).toEqual({ dispute_id: 'd1', logistics_no: 'RT-9' });
    });
  });

  it('sends a message with photos, and refuses an empty one', async () => {
    const { calls } = renderBuyerCase(disputeDetail(), (path) => {
      if (path === 'order/dispute/message') return ok({});
      if (path === 'system/upload_image') return ok({ url: '/uploads/private/m.png', path: 'private/m.png' });
      return undefined;
    });
    const box = await screen.findByRole('form', { name: 'Write a message' });
    await userEvent.click(within(box).getByRole('button', { name: 'Send' }));
    expect(await within(box).findByText('Write a message or add a photo')).toBeInTheDocument();
    expect(callsTo(calls, 'order/dispute/message')).toHaveLength(0);
    await userEvent.type(within(box).getByRole('textbox', { name: 'Write a message' }), 'Here is the label');
    await userEvent.upload(within(box).getByLabelText('Add photos'), new File([new Uint8Array(5)], 'l.png', { type: 'image/png' }));
    await within(box).findByRole('img', { name: 'Photo 1' });
    await userEvent.click(within(box).getByRole('button', { name: 'Send' }));
    await waitFor(() => {
      expect(lastSent(calls, 'order/dispute/message')).toEqual({ dispute_id: 'd1', text: 'Here is the label', images: ['private/m.png'] });
    });
    await waitFor(() => {
      expect(within(box).getByRole('textbox', { name: 'Write a message' })).toHaveValue('');
    });
  });

  it('shows a closed case with its decision and no steps or message box', async () => {
    const decided = disputeDetail({
      status: 'refunded',
      waiting_for: null,
      respond_by: null,
      refund_amount: 500,
      decision: { refund_amount: 500, remark: 'Half the damage is shown', time: 1741428000 },
      actions: [],
    });
    renderBuyerCase(decided);
    expect(await screen.findByTestId('case-decision')).toHaveTextContent('Half the damage is shown');
    expect(screen.getByTestId('decision-refund')).toHaveTextContent('$5.00');
    expect(screen.getByTestId('amount-refunded')).toHaveTextContent('$5.00');
    expect(screen.getByTestId('case-deadline')).toHaveTextContent('This case is closed.');
    expect(screen.queryByTestId('case-actions')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a message' })).not.toBeInTheDocument();
  });

  it('says so when the order has no case (103)', async () => {
    renderCase('/user/order/dispute?id=o1', disputeDetail(), [], (path) =>
      path === 'order/dispute/detail' ? { code: 103, msg: 'The record does not exist', data: null } : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'There is no case about this order.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', '/user/order/detail?id=o1');
  });
});

describe('the seller’s case page (/console/seller/disputes/:orderId)', () => {
  const open = disputeDetail({ actions: ['message', 'accept', 'offer', 'return', 'refuse'] });
  const respond: Script = (path) => (path === 'console/dispute/respond' ? ok({}) : undefined);

  it('offers exactly the seller’s steps the answer lists, and says the seller’s turn is theirs', async () => {
    const { calls } = renderSellerCase(open);
    expect(await stepButtons()).toEqual(['Refund the amount asked', 'Offer a partial refund', 'Ask for the goods back', 'Refuse']);
    expect(lastSent(calls, 'order/dispute/detail')).toEqual({ order_id: 'o1' });
    expect(screen.getByTestId('case-deadline')).toHaveTextContent('Your turn');
    expect(screen.getByTestId('case-deadline')).toHaveTextContent('If the seller does nothing by then, the refund asked is paid to the buyer.');
    expect(within(screen.getByTestId('case-order')).getByRole('link', { name: 'SNo1' })).toHaveAttribute('href', '/console/seller/orders/o1');
    expect(screen.getByRole('link', { name: 'Back to disputes' })).toHaveAttribute('href', '/console/seller/disputes');
  });

  it('refunds the amount asked after confirming it', async () => {
    const { calls } = renderSellerCase(open, respond);
    await userEvent.click(await screen.findByRole('button', { name: 'Refund the amount asked' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the amount asked?' });
    expect(dialog).toHaveTextContent('$12.00 is refunded to the buyer now and the case closes.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(lastSent(calls, 'console/dispute/respond')).toEqual({ dispute_id: 'd1', action: 'accept', text: '' });
    });
  });

  it('offers only less than asked, in cents, with an optional note', async () => {
    const { calls } = renderSellerCase(open, respond);
    await userEvent.click(await screen.findByRole('button', { name: 'Offer a partial refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer a partial refund' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount offered/ });
    await userEvent.type(amount, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter an amount from $0.01 to $11.99')).toBeInTheDocument();
    expect(callsTo(calls, 'console/dispute/respond')).toHaveLength(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '7.5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note to the buyer/ }), 'Half is fine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(lastSent(calls, 'console/dispute/respond')).toEqual({ dispute_id: 'd1', action: 'offer', amount: 750, text: 'Half is fine' });
    });
  });

  it('asks for the goods back to an address, and refuses only with a reason', async () => {
    const { calls } = renderSellerCase(open, respond);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for the goods back' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ask for the goods back' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please fill this in')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Return address/ }), '5 Return Rd, Leeds');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(lastSent(calls, 'console/dispute/respond')).toEqual({ dispute_id: 'd1', action: 'return', return_address: '5 Return Rd, Leeds', text: '' });
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    dialog = await screen.findByRole('dialog', { name: 'Refuse the refund?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please fill this in')).toBeInTheDocument();
    expect(callsTo(calls, 'console/dispute/respond')).toHaveLength(1);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why you refuse/ }), 'Worn before sending back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(lastSent(calls, 'console/dispute/respond')).toEqual({ dispute_id: 'd1', action: 'refuse', text: 'Worn before sending back' });
    });
  });

  it('confirms the returned goods arrived, showing the return’s tracking number', async () => {
    const back = disputeDetail({
      status: 'return_shipped',
      return_address: '5 Return Rd',
      return_logistics_no: 'RT-9',
      actions: ['message', 'return_received'],
    });
    const { calls } = renderSellerCase(back, (path) => (path === 'console/dispute/return_received' ? ok({}) : undefined));
    expect(await screen.findByTestId('case-return-logistics-no')).toHaveTextContent('RT-9');
    expect(await stepButtons()).toEqual(['The goods arrived']);
    await userEvent.click(screen.getByRole('button', { name: 'The goods arrived' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Did the goods arrive?' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(lastSent(calls, 'console/dispute/return_received')).toEqual({ dispute_id: 'd1' });
    });
  });

  it('shows the server’s refusal of a step in place', async () => {
    renderSellerCase(open, (path) =>
      path === 'console/dispute/respond' ? { code: 108, msg: 'The current status does not allow this operation', data: null } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Refund the amount asked' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the amount asked?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The current status does not allow this operation');
  });
});
