import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { chainConfig, hexId, pagedOf, reviewRecharge, userWithRoles } from '@/test/wallet-fixtures';

type Script = (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined;

function renderReviewer(path: string, extra: Script) {
  const reviewer = userWithRoles(['reviewer']);
  const { fetchFn, calls } = scriptedFetch((apiPath, body) => {
    const scripted = extra(apiPath, body);
    if (scripted) return scripted;
    if (apiPath === 'mine/info') return ok(reviewer);
    if (apiPath === 'system/config') return ok(chainConfig);
    return undefined;
  });
  return { ...renderRoute(path, { preloadedState: loggedInState(reviewer), services: { fetchFn } }), calls };
}

const onChain = (id: number, check: Record<string, unknown> | undefined) =>
  reviewRecharge(id, { method: 'usdt_erc20', chain: 'ethereum', ...(check ? { chain_check: check } : {}) });
const approvals = (calls: SentCall[]) => calls.filter((call) => call.path === 'console/recharge/approve');
/** What the screen chose to send (the transport adds the sid and the language to every call). */
const decisionOf = (call: SentCall | undefined) =>
  Object.fromEntries(Object.entries((call?.body ?? {}) as Record<string, unknown>).filter(([key]) => key !== 'sid' && key !== 'language'));

const MISMATCH = { state: 'mismatch', reasons: ['wrong_recipient', 'wrong_amount'], confirmations: 30 };

describe('the chain check in the recharge queue', () => {
  it('shows each chain recharge’s check as a badge, confirmations against the method’s, none for off-chain', async () => {
    const list = [
      onChain(1, { state: 'verified', reasons: [], confirmations: 40 }),
      onChain(2, MISMATCH),
      onChain(3, { state: 'confirming', reasons: [], confirmations: 3 }),
      onChain(4, { state: 'not_found', reasons: [], confirmations: 0 }),
      onChain(5, undefined),
      reviewRecharge(6, { method: 'bank_transfer', chain: null }),
    ];
    renderReviewer('/console/recharge', (path) => (path === 'console/recharge/list' ? ok({ ...pagedOf(list), sla_hours: 24 }) : undefined));
    const table = await screen.findByRole('table', { name: 'Recharge review' });
    const badges = await within(table).findAllByTestId('chain-check-badge');
    expect(badges.map((badge) => [badge.dataset.state, badge.textContent])).toEqual([
      ['verified', 'Verified on chain'],
      ['mismatch', 'Chain mismatch'],
      ['confirming', 'Confirming 3 of 12'],
      ['not_found', 'Not found on chain'],
      ['unchecked', 'Not checked'],
    ]);
  });
});

describe('the chain check on a recharge', () => {
  const detail = (recharge: Record<string, unknown>) => ok({ recharge, history: [], duplicates: [] });

  it('shows a mismatch with its reasons in the reviewer’s words', async () => {
    renderReviewer(`/console/recharge/${hexId(7)}`, (path) => (path === 'console/recharge/detail' ? detail(onChain(7, MISMATCH)) : undefined));
    const alert = await screen.findByTestId('chain-mismatch-alert');
    expect(alert).toHaveTextContent('The tokens went to another address than the deposit address');
    expect(alert).toHaveTextContent('The amount sent differs from the amount applied for');
    const details = screen.getByTestId('chain-check-details');
    expect(within(details).getByTestId('chain-check-badge')).toHaveTextContent('Chain mismatch');
    expect(details).toHaveTextContent('Confirmations when last read: 30');
  });

  it('approves a mismatch only once the reviewer ticks the confirmation and gives a remark', async () => {
    const { calls } = renderReviewer(`/console/recharge/${hexId(7)}`, (path) => {
      if (path === 'console/recharge/detail') return detail(onChain(7, MISMATCH));
      if (path === 'console/recharge/approve') return ok({});
      if (path === 'console/recharge/list') return ok(pagedOf([]));
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
    expect(within(dialog).getByTestId('chain-mismatch-alert')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    expect(await within(dialog).findByText('Please explain why you approve despite the warning')).toBeInTheDocument();
    expect(within(dialog).getByText('Please tick the box to confirm')).toBeInTheDocument();
    expect(approvals(calls)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Why do you approve it/), 'Sender topped up the difference, see ticket 81');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'I have checked the transaction myself and approve it despite the mismatch' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    await waitFor(() => {
      expect(approvals(calls)).toHaveLength(1);
    });
    expect(decisionOf(approvals(calls)[0])).toEqual({
      recharge_id: hexId(7),
      remark: 'Sender topped up the difference, see ticket 81',
      confirm_mismatch: true,
    });
  });

  it('approves a verified recharge as before: no confirmation, no remark needed', async () => {
    const verified = onChain(8, { state: 'verified', reasons: [], confirmations: 40 });
    const { calls } = renderReviewer(`/console/recharge/${hexId(8)}`, (path) => {
      if (path === 'console/recharge/detail') return detail(verified);
      if (path === 'console/recharge/approve') return ok({});
      if (path === 'console/recharge/list') return ok(pagedOf([]));
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    await waitFor(() => {
      expect(approvals(calls)).toHaveLength(1);
    });
    expect(decisionOf(approvals(calls)[0])).toEqual({ recharge_id: hexId(8) });
  });

  it('names the system as the reviewer of an automatic approval', async () => {
    const decided = onChain(9, { state: 'verified', reasons: [], confirmations: 40 });
    renderReviewer(`/console/recharge/${hexId(9)}`, (path) =>
      path === 'console/recharge/detail'
        ? detail({ ...decided, status: 'success', review_time: 1_735_800_000, reviewer_uid: 'system', remark: 'auto' })
        : undefined,
    );
    expect(await screen.findByText(/decided by the system/)).toBeInTheDocument();
  });
});
