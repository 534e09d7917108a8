import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/shared/format';
import { disputeDetail, disputeRow } from '@/test/dispute-fixtures';
import { order } from '@/test/order-fixtures';
import { phoneScreen } from '@/test/phone-screen';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, sentFields, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { pagedOf, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';

type Script = (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined;

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);
const lastSent = (calls: SentCall[], path: string) => sentFields(callsTo(calls, path).at(-1));

function renderConsole(path: string, roles: string[], extra: Script) {
  const { fetchFn, calls } = scriptedFetch((apiPath, body) => {
    const scripted = extra(apiPath, body);
    if (scripted) return scripted;
    if (apiPath === 'mine/info') return ok(userWithRoles(roles));
    if (apiPath === 'system/config') return ok(sampleConfig);
    return undefined;
  });
  const rendered = renderRoute(path, { preloadedState: loggedInState(userWithRoles(roles)), services: { fetchFn } });
  return { ...rendered, calls };
}

const rows = [
  disputeRow(),
  disputeRow({
    dispute_id: 'd2',
    order_id: 'o2',
    order_sn: 'SNo2',
    kind: 'return',
    status: 'refunded',
    refund_amount: 900,
    waiting_for: null,
    respond_by: null,
    buyer_nickname: 'Linus',
  }),
];

describe('the seller’s disputes (/console/seller/disputes)', () => {
  it('is in the seller’s menu beside the orders and lists every case first, each opening its case', async () => {
    const { calls, router } = renderConsole('/console/seller/disputes', ['seller'], (path) =>
      path === 'console/dispute/list' ? ok(pagedOf(rows)) : undefined,
    );
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    const links = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf('Disputes')).toBe(links.indexOf('Shop orders') + 1);
    const table = await screen.findByRole('table', { name: 'Disputes' });
    expect(lastSent(calls, 'console/dispute/list')).toEqual({ role: 'seller', page: 1, page_size: 20 });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('dispute-status')).toHaveTextContent('Waiting for the seller');
    expect(first).toHaveTextContent('Not as described');
    expect(first).toHaveTextContent('$12.00');
    expect(first).toHaveTextContent(`by ${formatDateTime(1741082400)}`);
    expect(second).toHaveTextContent('Refunded: $9.00');
    const link = within(first).getByRole('link', { name: 'Case about order SNo1' });
    expect(link).toHaveAttribute('href', '/console/seller/disputes/o1');
    await userEvent.click(screen.getByRole('tab', { name: 'Refused by the seller' }));
    await waitFor(() => {
      expect(lastSent(calls, 'console/dispute/list')).toEqual({ role: 'seller', status: 'refused', page: 1, page_size: 20 });
    });
    expect(router.state.location.search).toBe('?status=refused');
  });

  it('shows each case on a phone as a card with its facts and its link', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(phoneScreen);
    renderConsole('/console/seller/disputes', ['seller'], (path) => (path === 'console/dispute/list' ? ok(pagedOf(rows)) : undefined));
    const list = await screen.findByRole('list', { name: 'Disputes' });
    const [card] = within(list).getAllByTestId('data-card');
    expect(within(card as HTMLElement).getByRole('link', { name: 'Case about order SNo1' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Grace');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    matchMedia.mockRestore();
  });

  it('links the seller’s order to its case', async () => {
    const disputed = { ...order('o1', { status: 'wait_receipt', dispute: { dispute_id: 'd1', status: 'open' } }), buyer: { uid: 9, nickname: 'Grace' }, commission: 100 };
    renderConsole('/console/seller/orders/o1', ['seller'], (path) => (path === 'console/order/detail' ? ok(disputed) : undefined));
    const box = await screen.findByTestId('order-case');
    expect(within(box).getByTestId('dispute-status')).toHaveTextContent('Waiting for the seller');
    expect(within(box).getByRole('link', { name: 'Open the case' })).toHaveAttribute('href', '/console/seller/disputes/o1');
  });

  it('shows no case box on an order without one', async () => {
    const plain = { ...order('o1', { status: 'wait_receipt' }), buyer: { uid: 9, nickname: 'Grace' }, commission: 100 };
    renderConsole('/console/seller/orders/o1', ['seller'], (path) => (path === 'console/order/detail' ? ok(plain) : undefined));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SNo1' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-case')).not.toBeInTheDocument();
  });
});

describe('the arbiters’ queue (/console/disputes)', () => {
  it('sits beside the recharge and withdrawal queues and lists every shop’s escalated cases first', async () => {
    const escalated = [disputeRow({ status: 'escalated', waiting_for: 'arbiter', respond_by: null })];
    const { calls } = renderConsole('/console/disputes', ['reviewer'], (path) => (path === 'console/dispute/list' ? ok(pagedOf(escalated)) : undefined));
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    const links = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(links.slice(0, 3)).toEqual(['Recharges', 'Withdrawals', 'Disputes to decide']);
    const table = await screen.findByRole('table', { name: 'Disputes to decide' });
    expect(lastSent(calls, 'console/dispute/list')).toEqual({ role: 'arbiter', status: 'escalated', page: 1, page_size: 20 });
    expect(within(table).getByRole('columnheader', { name: 'Shop' })).toBeInTheDocument();
    expect(within(table).getByText('Sunrise Store')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Case about order SNo1' })).toHaveAttribute('href', '/console/disputes/o1');
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => {
      expect(lastSent(calls, 'console/dispute/list')).toEqual({ role: 'arbiter', page: 1, page_size: 20 });
    });
  });

  it('is refused to a seller without the reviewer role', async () => {
    const { calls } = renderConsole('/console/disputes', ['seller'], () => undefined);
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(callsTo(calls, 'console/dispute/list')).toHaveLength(0);
  });
});

describe('an arbiter’s decision (/console/disputes/:orderId)', () => {
  const escalated = disputeDetail({
    status: 'escalated',
    waiting_for: 'arbiter',
    respond_by: null,
    actions: ['decide'],
    approvals_needed: 2,
    messages: [
      ...disputeDetail().messages,
      { role: 'seller', event: 'refused', text: 'It was fine when sent', images: [], amount: null, time: 1740909600 },
      { role: 'seller', event: null, text: 'Here is how it left', images: ['/uploads/private/s.png'], amount: null, time: 1740909660 },
      { role: 'buyer', event: 'escalated', text: '', images: [], amount: null, time: 1740996000 },
    ],
  });

  function renderDecision(answer: ScriptedAnswer = ok({ approvals: 1, approvals_needed: 2 })) {
    return renderConsole('/console/disputes/o1', ['reviewer'], (path) => {
      if (path === 'order/dispute/detail') return ok(escalated);
      if (path === 'console/dispute/decide') return answer;
      if (path === 'console/dispute/list') return ok(pagedOf([]));
      return undefined;
    });
  }

  it('shows the order, its parcel, the amounts and both sides’ messages and photos, with no party steps', async () => {
    renderDecision();
    expect(await screen.findByRole('heading', { level: 1, name: 'Case about order SNo1' })).toBeInTheDocument();
    expect(screen.getByTestId('case-shop')).toHaveTextContent('Sunrise Store');
    expect(screen.getByTestId('case-buyer')).toHaveTextContent('Grace');
    expect(screen.getByTestId('case-logistics-no')).toHaveTextContent('SF123');
    expect(screen.getByTestId('track-parcel')).toHaveAttribute('href', 'https://sf.test/track/SF123');
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('$25.99');
    expect(screen.getByTestId('amount-total')).toHaveTextContent('$25.99');
    const lines = screen.getAllByTestId('case-message');
    expect(lines.map((line) => line.getAttribute('data-role'))).toEqual(['buyer', 'buyer', 'seller', 'seller', 'buyer']);
    expect(within(lines[0] as HTMLElement).getAllByRole('button', { name: /Enlarge photo/ })).toHaveLength(2);
    expect(lines[2]).toHaveTextContent('The seller refused the refundIt was fine when sent');
    expect(within(lines[3] as HTMLElement).getByRole('button', { name: 'Enlarge photo 1' })).toBeInTheDocument();
    expect(lines[4]).toHaveTextContent('The buyer asked the platform to decide');
    expect(screen.queryByTestId('case-actions')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a message' })).not.toBeInTheDocument();
    expect(screen.getByTestId('case-deadline')).toHaveTextContent('Your turn');
  });

  it('takes a refund from 0 to the most refundable, and a remark', async () => {
    const { calls } = renderDecision();
    const form = await screen.findByTestId('decision-form');
    const amount = within(form).getByRole('textbox', { name: /Refund to the buyer/ });
    await userEvent.click(within(form).getByRole('button', { name: 'Decide' }));
    expect(await within(form).findByText('Enter an amount')).toBeInTheDocument();
    expect(within(form).getByText('Please write a remark')).toBeInTheDocument();
    await userEvent.type(amount, '26');
    await userEvent.type(within(form).getByRole('textbox', { name: /Remark/ }), 'Torn, as the photos show');
    await userEvent.click(within(form).getByRole('button', { name: 'Decide' }));
    expect(await within(form).findByText('Enter an amount from $0.00 to $25.99')).toBeInTheDocument();
    expect(callsTo(calls, 'console/dispute/decide')).toHaveLength(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Decide' }));
    await waitFor(() => {
      expect(lastSent(calls, 'console/dispute/decide')).toEqual({ dispute_id: 'd1', refund_amount: 0, remark: 'Torn, as the photos show' });
    });
  });

  it('says "1 of 2 approvals" after a first decision where two arbiters must agree', async () => {
    renderDecision();
    const form = await screen.findByTestId('decision-form');
    expect(within(form).getByTestId('approvals')).toHaveTextContent('0 of 2 approvals');
    await userEvent.type(within(form).getByRole('textbox', { name: /Refund to the buyer/ }), '12');
    await userEvent.type(within(form).getByRole('textbox', { name: /Remark/ }), 'Fair');
    await userEvent.click(within(form).getByRole('button', { name: 'Decide' }));
    await waitFor(() => {
      expect(within(form).getByTestId('approvals')).toHaveTextContent('1 of 2 approvals');
    });
    expect(within(form).getByRole('status')).toHaveTextContent('A second arbiter must decide the same amount.');
  });

  it('goes back to the queue once the decision is made', async () => {
    const { router, calls } = renderDecision(ok({ approvals: 1, approvals_needed: 1 }));
    const form = await screen.findByTestId('decision-form');
    await userEvent.type(within(form).getByRole('textbox', { name: /Refund to the buyer/ }), '12.00');
    await userEvent.type(within(form).getByRole('textbox', { name: /Remark/ }), 'As asked');
    await userEvent.click(within(form).getByRole('button', { name: 'Decide' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/console/disputes');
    });
    expect(lastSent(calls, 'console/dispute/decide')).toMatchObject({ refund_amount: 1200 });
  });

  it('shows why a decision was refused, e.g. about one’s own shop (111)', async () => {
    renderDecision({ code: 111, msg: 'You cannot review your own application', data: null });
    const form = await screen.findByTestId('decision-form');
    await userEvent.type(within(form).getByRole('textbox', { name: /Refund to the buyer/ }), '1');
    await userEvent.type(within(form).getByRole('textbox', { name: /Remark/ }), 'x');
    await userEvent.click(within(form).getByRole('button', { name: 'Decide' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You cannot review your own application');
  });
});
