import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer as ok, scriptedFetch, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { pagedOf, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';
import { isDay, lastEndedDay, ledgerChartData } from './ledger';

const totals = { recharged: 100000, withdrawn: 20000, available: 50000, frozen: 5000, escrow: 15000, revenue: 10000 };
const ledger = (difference: number) => ({ at: 1_735_700_000, ...totals, difference });
const HASH = `ab12cd34ef56${'0'.repeat(52)}`;
const close = (date: string, closedBy = 0) => ({
  date,
  opening: totals,
  closing: totals,
  totals: { recharges: 30000, payments: 12000, refunds: 0, settlements: 9500, commission: 500, withdrawals: 2000 },
  events: 7,
  hash: HASH,
  previous_hash: '0'.repeat(64),
  closed_time: 1_735_776_000,
  closed_by: closedBy,
});

type Script = (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined;

function renderBooks(extra: Script = () => undefined, path = '/console/audit/books') {
  const { fetchFn, calls } = scriptedFetch((apiPath, body) => {
    const scripted = extra(apiPath, body);
    if (scripted) return scripted;
    if (apiPath === 'mine/info') return ok(userWithRoles(['auditor']));
    if (apiPath === 'system/config') return ok(sampleConfig);
    if (apiPath === 'console/audit/ledger') return ok(ledger(0));
    if (apiPath === 'console/audit/ledger/series') return ok({ list: [{ date: '2025-01-01', ...totals }] });
    if (apiPath === 'console/audit/closes') {
      return ok({ ...pagedOf([close('2025-01-01'), close('2024-12-31', 12)]), first_open_day: '2025-01-02' });
    }
    return undefined;
  });
  const rendered = renderRoute(path, { preloadedState: loggedInState(userWithRoles(['auditor'])), services: { fetchFn } });
  return { ...rendered, calls };
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);

describe('books logic', () => {
  it('charts wallets as available + frozen and the net as recharged − withdrawn', () => {
    expect(ledgerChartData([{ date: '2025-01-01', ...totals }])).toEqual([
      { date: '2025-01-01', wallets: 55000, escrow: 15000, revenue: 10000, net: 80000 },
    ]);
  });

  it('takes only real calendar days, and offers yesterday (UTC) to close', () => {
    expect(isDay('2025-02-28')).toBe(true);
    expect(isDay('2025-02-30')).toBe(false);
    expect(isDay('2025-2-3')).toBe(false);
    expect(lastEndedDay(Date.UTC(2025, 0, 1, 0, 30))).toBe('2024-12-31');
  });
});

describe('auditor books', () => {
  it('shows the ledger as labelled figures, the difference green at 0', async () => {
    renderBooks();
    const difference = await screen.findByTestId('ledger-difference');
    expect(difference).toHaveAttribute('data-balanced', 'true');
    expect(difference).toHaveTextContent('The books balance to the cent');
    expect(screen.getByTestId('ledger-recharged')).toHaveTextContent('Recharged$1,000.00');
    expect(screen.getByTestId('ledger-withdrawn')).toHaveTextContent('Withdrawn$200.00');
    expect(screen.getByTestId('ledger-available')).toHaveTextContent('$500.00');
    expect(screen.getByTestId('ledger-frozen')).toHaveTextContent('$50.00');
    expect(screen.getByTestId('ledger-escrow')).toHaveTextContent('Escrow$150.00');
    expect(screen.getByTestId('ledger-revenue')).toHaveTextContent('Revenue$100.00');
    expect(await screen.findByTestId('ledger-chart')).toBeInTheDocument();
  });

  it('shows a difference other than 0 in red, with its sign', async () => {
    renderBooks((path) => (path === 'console/audit/ledger' ? ok(ledger(-150)) : undefined));
    const difference = await screen.findByTestId('ledger-difference');
    expect(difference).toHaveAttribute('data-balanced', 'false');
    expect(difference).toHaveTextContent('-$1.50');
    expect(difference).toHaveTextContent('The books do not balance');
  });

  it('asks for the ledger as at a moment and keeps it in the address bar', async () => {
    const { calls, router } = renderBooks();
    await userEvent.type(await screen.findByLabelText(/As at/), '2025-01-01T03:04');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const expectedAt = new Date(2025, 0, 1, 3, 4, 59).getTime() / 1000;
    await waitFor(() => {
      expect(callsTo(calls, 'console/audit/ledger').at(-1)?.body).toMatchObject({ at: expectedAt });
    });
    expect(router.state.location.search).toBe(`?at=${expectedAt}`);
    expect(callsTo(calls, 'console/audit/ledger')[0]?.body).not.toHaveProperty('at');
  });

  it('lists the day closes with totals, events, the short hash (whole on hover) and who closed them', async () => {
    renderBooks();
    const table = await screen.findByRole('table', { name: 'Day closes' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('2025-01-01');
    expect(first).toHaveTextContent('$95.00');
    expect(first).toHaveTextContent('by the system');
    expect(within(first).getByTestId('close-hash')).toHaveTextContent('ab12cd34ef56…');
    expect(within(first).getByTestId('close-hash')).toHaveAttribute('title', HASH);
    expect(second).toHaveTextContent('by uid 12');
  });

  it('proposes the first day not closed yet', async () => {
    renderBooks();
    expect(await screen.findByLabelText(/Day to close/)).toHaveValue('2025-01-02');
  });

  it('offers no day to close when every day that has ended is closed', async () => {
    renderBooks((path) => (path === 'console/audit/closes' ? ok({ ...pagedOf([close('2025-01-01')]), first_open_day: null }) : undefined));
    expect(await screen.findByTestId('all-days-closed')).toHaveTextContent('Every day that has ended is closed in the books.');
    expect(screen.queryByRole('button', { name: 'Close the day…' })).not.toBeInTheDocument();
  });

  it('closes a day after confirming and shows the close', async () => {
    const { calls } = renderBooks((path) => (path === 'console/audit/close' ? ok(close('2025-01-02', 7)) : undefined));
    const date = await screen.findByLabelText(/Day to close/);
    await userEvent.clear(date);
    await userEvent.type(date, '2025-01-02');
    await userEvent.click(screen.getByRole('button', { name: 'Close the day…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this day?' });
    expect(dialog).toHaveTextContent('Close 2025-01-02 (UTC)?');
    expect(callsTo(calls, 'console/audit/close')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the day' }));
    expect(await screen.findByTestId('close-result')).toHaveTextContent('2025-01-02 is closed');
    expect(screen.getByTestId('close-result')).toHaveTextContent('Money events: 7');
    expect(callsTo(calls, 'console/audit/close')[0]?.body).toMatchObject({ date: '2025-01-02' });
    await waitFor(() => {
      expect(callsTo(calls, 'console/audit/closes').length).toBeGreaterThan(1);
    });
  });

  it('shows the catalogue message when the day has not ended or is closed already (108)', async () => {
    renderBooks((path) => (path === 'console/audit/close' ? { code: 108, msg: '', data: null } : undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'Close the day…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this day?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the day' }));
    expect(await within(dialog).findByText('The current status does not allow this operation')).toBeInTheDocument();
    expect(within(dialog).getByText('A day can be closed only once it has ended (UTC), and only once.')).toBeInTheDocument();
    expect(screen.queryByTestId('close-result')).not.toBeInTheDocument();
  });

  it('verifies the chain: intact, or the first day that no longer matches', async () => {
    let answer = { ok: true, first_bad_date: null as string | null, checked: 12 };
    renderBooks((path) => (path === 'console/audit/verify' ? ok(answer) : undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'Verify the chain' }));
    expect(await screen.findByTestId('chain-result')).toHaveTextContent('The chain is intact');
    expect(screen.getByTestId('chain-result')).toHaveTextContent('Days checked: 12.');
    answer = { ok: false, first_bad_date: '2025-01-02', checked: 12 };
    await userEvent.click(screen.getByRole('button', { name: 'Verify the chain' }));
    await waitFor(() => {
      expect(screen.getByTestId('chain-result')).toHaveTextContent('First day that no longer matches: 2025-01-02.');
    });
  });

  it('is in the auditor’s navigation', async () => {
    renderBooks();
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/console/audit/books');
  });
});
