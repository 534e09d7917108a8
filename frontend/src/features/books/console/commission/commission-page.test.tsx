import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer as ok, scriptedFetch, sentFields, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { pagedOf, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';

const SET = 1_735_700_000;
const tree = [
  { category_id: 1, parent_id: null, names: { en: 'Electronics' }, visible: true },
  { category_id: 2, parent_id: 1, names: { en: 'Phones' }, visible: true },
  { category_id: 21, parent_id: null, names: { en: 'Home & Kitchen' }, visible: true },
  { category_id: 23, parent_id: 21, names: { en: 'Cookware', 'zh-CN': '炊具' }, visible: false },
];
const rules = {
  default: { percent: '5', set_time: null },
  categories: [{ category_id: 2, names: { en: 'Phones' }, percent: '7.5', set_time: SET }],
  shops: [{ shop_id: 1, name: 'Harbor Trading Co', percent: '3', set_time: SET }],
  tree,
};
const shops = [
  { shop_id: 1, name: 'Harbor Trading Co', logo: '', goods_count: 3, credit_score: 95 },
  { shop_id: 4, name: 'Harbor Lights', logo: '', goods_count: 1, credit_score: 80 },
];

type Script = (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined;

function renderRules(roles: string[], script: Script = () => undefined) {
  const { fetchFn, calls } = scriptedFetch((path, body) => {
    const scripted = script(path, body);
    if (scripted) return scripted;
    if (path === 'mine/info') return ok(userWithRoles(roles));
    if (path === 'system/config') return ok(sampleConfig);
    if (path === 'console/commission/list') return ok(rules);
    if (path === 'mall/shop/list') return ok(pagedOf(shops));
    return undefined;
  });
  renderRoute('/console/commission', { preloadedState: loggedInState(userWithRoles(roles)), services: { fetchFn } });
  return calls;
}

const saves = (calls: SentCall[]) => calls.filter((call) => call.path === 'console/commission/save').map(sentFields);

describe('commission rules', () => {
  it('shows the default, the category rates by their paths and the shop rates', async () => {
    renderRules(['operator']);
    expect(await screen.findByTestId('commission-default')).toHaveTextContent('Default rate5%As configured on the server');
    const categories = screen.getByRole('table', { name: 'Category rates' });
    expect(within(categories).getAllByRole('row')[1]).toHaveTextContent('Electronics › Phones7.5%');
    const shopRates = screen.getByRole('table', { name: 'Shop rates' });
    expect(within(shopRates).getAllByRole('row')[1]).toHaveTextContent('Harbor Trading Co (#1)3%');
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Commission' })).toHaveAttribute('href', '/console/commission');
  });

  it('changes the default and refreshes the rules', async () => {
    const calls = renderRules(['operator']);
    await userEvent.click(await screen.findByRole('button', { name: 'Change the default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Default rate' });
    const rate = within(dialog).getByRole('textbox', { name: /^Rate/ });
    await userEvent.clear(rate);
    await userEvent.type(rate, '7.555');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use at most two decimals.')).toBeInTheDocument();
    await userEvent.clear(rate);
    await userEvent.type(rate, '101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a rate from 0 to 100.')).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);

    await userEvent.clear(rate);
    await userEvent.type(rate, '7.5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'New price list');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(saves(calls)).toEqual([{ scope: 'default', percent: '7.5', reason: 'New price list' }]);
    });
    await waitFor(() => {
      expect(calls.filter((call) => call.path === 'console/commission/list')).toHaveLength(2);
    });
  });

  it('adds a rate to any category of the tree, hidden ones included', async () => {
    const calls = renderRules(['operator']);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a category rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a category rate' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose what the rate is for.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a rate.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('combobox', { name: /^Category/ }), 'cook');
    await userEvent.click(await screen.findByRole('option', { name: 'Home & Kitchen › Cookware' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Rate/ }), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(saves(calls)).toEqual([{ scope: 'category', target_id: 23, percent: '8', reason: '' }]);
    });
  });

  it('keeps the dialog open with the server’s refusal under the field it names', async () => {
    renderRules(['operator'], (path) =>
      path === 'console/commission/save' ? { code: 103, msg: 'Not found', data: { field: 'target_id' } } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add a category rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a category rate' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: /^Category/ }), 'phon');
    await userEvent.click(await screen.findByRole('option', { name: 'Electronics › Phones' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Rate/ }), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add a category rate' })).toBeInTheDocument();
  });

  it('adds a shop’s rate to a shop searched by name', async () => {
    const calls = renderRules(['operator']);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a shop rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a shop rate' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: /^Shop/ }), 'harb');
    await userEvent.click(await screen.findByRole('option', { name: 'Harbor Lights · #4' }));
    expect(calls.find((call) => call.path === 'mall/shop/list')?.body).toMatchObject({ keywords: 'harb', page: 1 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Rate/ }), '2.25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(saves(calls)).toEqual([{ scope: 'shop', target_id: 4, percent: '2.25', reason: '' }]);
    });
  });

  it('removes a shop’s rate with a reason', async () => {
    const calls = renderRules(['operator']);
    const shopRates = await screen.findByRole('table', { name: 'Shop rates' });
    await userEvent.click(within(shopRates).getByRole('button', { name: 'Remove the rate of Harbor Trading Co (#1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the rate of Harbor Trading Co (#1)' });
    expect(within(dialog).queryByRole('textbox', { name: /^Rate/ })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Deal ended');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => {
      expect(saves(calls)).toEqual([{ scope: 'shop', target_id: 1, percent: null, reason: 'Deal ended' }]);
    });
  });

  it('is refused to a user without the operator role', async () => {
    const calls = renderRules(['auditor', 'reviewer', 'seller']);
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'console/commission/list')).toHaveLength(0);
  });
});
