import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer as ok, scriptedFetch, sentFields, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { sampleConfig, userWithRoles } from '@/test/wallet-fixtures';
import { sampleTree } from './structure-fixtures';

const LANGUAGES: [string, string, string][] = [
  ['en', 'English', 'Garden tools'],
  ['zh-CN', 'Chinese (China)', '园艺工具'],
  ['th', 'Thai', 'เครื่องมือทำสวน'],
  ['ar', 'Arabic', 'أدوات الحديقة'],
  ['es', 'Spanish', 'Herramientas de jardín'],
  ['hi', 'Hindi', 'बागवानी के औज़ार'],
  ['it', 'Italian', 'Attrezzi da giardino'],
  ['ru', 'Russian', 'Садовые инструменты'],
  ['tr', 'Turkish', 'Bahçe aletleri'],
];

function renderTree(extra: (path: string) => ScriptedAnswer | undefined = () => undefined) {
  const { fetchFn, calls } = scriptedFetch((path) => {
    const scripted = extra(path);
    if (scripted) return scripted;
    if (path === 'mine/info') return ok(userWithRoles(['operator']));
    if (path === 'system/config') return ok(sampleConfig);
    if (path === 'console/category/list') return ok({ list: sampleTree });
    if (path === 'console/category/save') return ok({ category_id: 61 });
    return undefined;
  });
  renderRoute('/console/catalogue/categories', { preloadedState: loggedInState(userWithRoles(['operator'])), services: { fetchFn } });
  return calls;
}

const saves = (calls: SentCall[]) => calls.filter((call) => call.path === 'console/category/save');

/** The tests that open and fill all nine languages' items: each item opens with a transition, so
 * on a loaded 2-core machine they took longer than the suite's 40 s. */
const EVERY_LANGUAGE_TIMEOUT_MS = 120_000;

async function fillEveryName(dialog: HTMLElement, skip?: string) {
  for (const [code, language, name] of LANGUAGES) {
    if (code === skip) continue;
    const control = within(dialog).getByRole('button', { name: language });
    if (control.getAttribute('aria-expanded') !== 'true') await userEvent.click(control);
    // The item opens with a transition: its field is there once it has.
    const field = await within(dialog).findByRole('textbox', { name: new RegExp(`^Name in ${language.replace(/[()]/g, '\\$&')}`) });
    await userEvent.click(field);
    await userEvent.paste(name);
  }
}

describe('the category tree (/console/catalogue/categories)', () => {
  it('shows every category with hidden ones marked, each level under its parent', async () => {
    renderTree();
    const tree = await screen.findByRole('list', { name: 'Category tree' });
    const rows = within(tree).getAllByTestId('category-row');
    expect(rows.map((row) => row.dataset.categoryId)).toEqual(['1', '5', '6', '21', '22']);
    const [electronics, audio, earbuds] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(audio).getByText('Hidden')).toBeInTheDocument();
    expect(within(earbuds).getByText('Hidden with its parent')).toBeInTheDocument();
    expect(within(electronics).queryByText(/Hidden/)).toBeNull();
    // Third-level categories take no children.
    expect(within(earbuds).queryByRole('button', { name: /Add a subcategory/ })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Show Audio in the storefront' })).not.toBeChecked();
  });

  it('adds a subcategory named in all nine languages', async () => {
    const calls = renderTree();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a subcategory to Kitchen & Dining' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    expect(within(dialog).getByRole('combobox', { name: 'Parent category' })).toHaveValue('— Kitchen & Dining');
    await fillEveryName(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(saves(calls)).toHaveLength(1);
    });
    expect(sentFields(saves(calls)[0])).toEqual({
      parent_id: 22,
      names: Object.fromEntries(LANGUAGES.map(([code, , name]) => [code, name])),
      icon: '',
      sort: 0,
      visible: true,
      reason: '',
    });
  }, EVERY_LANGUAGE_TIMEOUT_MS);

  it('asks for a missing language before sending anything, opening its item', async () => {
    const calls = renderTree();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a top-level category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await fillEveryName(dialog, 'hi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The Hindi item opens with a transition: its error is in the page before it is shown.
    const error = await within(dialog).findByText('Please enter the name in this language');
    await waitFor(() => {
      expect(error).toBeVisible();
    });
    expect(within(dialog).getByRole('textbox', { name: /^Name in Hindi/ })).toBeVisible();
    expect(saves(calls)).toHaveLength(0);
  }, EVERY_LANGUAGE_TIMEOUT_MS);

  it('hides a category with its switch, keeping everything else as it is', async () => {
    const calls = renderTree();
    await userEvent.click(await screen.findByRole('switch', { name: 'Show Kitchen & Dining in the storefront' }));
    await waitFor(() => {
      expect(saves(calls)).toHaveLength(1);
    });
    expect(sentFields(saves(calls)[0])).toMatchObject({ category_id: 22, parent_id: 21, sort: 4, icon: '', visible: false });
  });

  it('offers as parents only categories with room, never the category itself or one under it', async () => {
    renderTree();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Audio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Parent category' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['None (top level)', 'Electronics', 'Home & Kitchen']);
  });

  it('shows a refused parent (102) under the parent field', async () => {
    renderTree((path) =>
      path === 'console/category/save' ? { code: 102, msg: 'Error parameters', data: { field: 'parent_id' } } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Earbuds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Error parameters')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Parent category' })).toHaveAttribute('aria-invalid', 'true');
  });
});
