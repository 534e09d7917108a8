import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/shared/format';
import { phoneScreen } from '@/test/phone-screen';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, sentFields, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { pagedOf, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';
import type { ReportGroup } from './moderation-api';

type Script = (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined;

const lastSent = (calls: SentCall[], path: string) => sentFields(calls.filter((call) => call.path === path).at(-1));

function group(overrides: Partial<ReportGroup> = {}): ReportGroup {
  return {
    goods: {
      shop_goods_id: 42,
      name: 'Trail Jacket',
      cover_image: '/uploads/goods/42.png',
      shop_id: 3,
      shop_name: 'Harbor Trading Co',
      on_sale: true,
      taken_down: false,
      takedown_reason: '',
    },
    open_reports: 2,
    reports: [
      { report_id: 11, reason: 'Fake logo', reporter_uid: 8, reporter_name: 'Bob', time: 1741082400 },
      { report_id: 10, reason: 'Wrong photos', reporter_uid: 9, reporter_name: 'Ann', time: 1741078800 },
    ],
    latest_report_time: 1741082400,
    closed: null,
    ...overrides,
  };
}

const takenDown = group({
  goods: { ...group().goods, taken_down: true, takedown_reason: 'Counterfeit' },
  open_reports: 0,
  closed: { resolution: 'taken_down', by_uid: 40, by_name: 'Olive', time: 1741086000, remark: 'Counterfeit' },
});

function renderQueue(path: string, roles: string[], extra: Script = () => undefined) {
  const { fetchFn, calls } = scriptedFetch((apiPath, body) => {
    const scripted = extra(apiPath, body);
    if (scripted) return scripted;
    if (apiPath === 'mine/info') return ok(userWithRoles(roles));
    if (apiPath === 'system/config') return ok(sampleConfig);
    if (apiPath === 'console/moderation/list') return ok(pagedOf(body.status === 'closed' ? [takenDown] : [group()]));
    return undefined;
  });
  const rendered = renderRoute(path, { preloadedState: loggedInState(userWithRoles(roles)), services: { fetchFn } });
  return { ...rendered, calls };
}

describe('the operators’ queue of reported products (/console/moderation)', () => {
  it('is in the platform group of the menu and shows each product with its open reports', async () => {
    const { calls } = renderQueue('/console/moderation', ['operator']);
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Reported products' })).toHaveAttribute('href', '/console/moderation');
    expect(within(nav).getByText('Platform')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Trail Jacket' });
    expect(lastSent(calls, 'console/moderation/list')).toEqual({ status: 'open', page: 1, page_size: 20 });
    expect(card).toHaveTextContent('Harbor Trading Co');
    expect(card).toHaveTextContent('Open reports: 2');
    const lines = within(card).getAllByTestId('report-line');
    expect(lines[0]).toHaveTextContent('Fake logo');
    expect(lines[0]).toHaveTextContent(`Reported by Bob on ${formatDateTime(1741082400)}`);
    expect(lines[1]).toHaveTextContent('Wrong photos');
    expect(within(card).getByRole('link', { name: 'Trail Jacket' })).toHaveAttribute('href', '/product?id=42');
  });

  it('takes a product down only with a reason, which it sends', async () => {
    const { calls } = renderQueue('/console/moderation', ['operator']);
    const card = await screen.findByRole('article', { name: 'Trail Jacket' });
    await userEvent.click(within(card).getByRole('button', { name: 'Take down' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take this product down' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await within(dialog).findByText('Please say why the product is taken down.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'console/moderation/takedown')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Counterfeit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down' }));

    await waitFor(() => {
      expect(lastSent(calls, 'console/moderation/takedown')).toEqual({ shop_goods_id: 42, reason: 'Counterfeit' });
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(await screen.findByText('“Trail Jacket” was taken down')).toBeInTheDocument();
  });

  it('dismisses one report with a remark and shows a refusal in the dialog', async () => {
    let refuse = true;
    const { calls } = renderQueue('/console/moderation', ['operator'], (path) => {
      if (path !== 'console/moderation/dismiss' || !refuse) return undefined;
      refuse = false;
      return { code: 111, msg: 'You cannot report or moderate your own shop’s products', data: null };
    });
    const card = await screen.findByRole('article', { name: 'Trail Jacket' });
    const [first] = within(card).getAllByTestId('report-line');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report' });
    expect(dialog).toHaveTextContent('Fake logo');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Remark/ }), 'Genuine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot report or moderate');

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Remark/ }), ' item');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(lastSent(calls, 'console/moderation/dismiss')).toEqual({ report_id: 11, remark: 'Genuine item' });
  });

  it('shows how closed reports were closed and restores a taken-down product', async () => {
    const { calls, router } = renderQueue('/console/moderation', ['operator']);
    await screen.findByRole('article', { name: 'Trail Jacket' });
    await userEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    await waitFor(() => {
      expect(lastSent(calls, 'console/moderation/list')).toEqual({ status: 'closed', page: 1, page_size: 20 });
    });
    expect(router.state.location.search).toBe('?status=closed');
    const closing = await screen.findByTestId('closing');
    expect(closing).toHaveTextContent('Taken down');
    expect(closing).toHaveTextContent(`by Olive on ${formatDateTime(1741086000)}`);
    expect(closing).toHaveTextContent('Counterfeit');
    const card = screen.getByRole('article', { name: 'Trail Jacket' });
    expect(within(card).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => {
      expect(lastSent(calls, 'console/moderation/restore')).toEqual({ shop_goods_id: 42, remark: '' });
    });
  });

  it('fits a phone: the cards stack with their actions', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(phoneScreen);
    renderQueue('/console/moderation', ['operator']);
    const card = await screen.findByRole('article', { name: 'Trail Jacket' });
    expect(within(card).getByRole('button', { name: 'Take down' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    matchMedia.mockRestore();
  });

  it('is closed to anyone without the operator role', async () => {
    const { calls } = renderQueue('/console/moderation', ['reviewer']);
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).queryByRole('link', { name: 'Reported products' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === 'console/moderation/list')).toBe(false);
  });
});
