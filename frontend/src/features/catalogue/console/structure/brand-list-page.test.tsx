import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer as ok, scriptedFetch, sentFields, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { phoneScreen } from '@/test/phone-screen';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { sampleConfig, userWithRoles } from '@/test/wallet-fixtures';
import { brandItem } from './structure-fixtures';

const BRANDS = [brandItem(29, 'Hearthstone'), brandItem(30, 'Tidewave', { visible: false, logo: '2027/01/t.png', logo_url: '/uploads/2027/01/t.png' })];

function renderBrands(url = '/console/catalogue/brands', extra: (path: string) => ScriptedAnswer | undefined = () => undefined) {
  const { fetchFn, calls } = scriptedFetch((path, body) => {
    const scripted = extra(path);
    if (scripted) return scripted;
    if (path === 'mine/info') return ok(userWithRoles(['operator']));
    if (path === 'system/config') return ok(sampleConfig);
    if (path === 'console/brand/list') {
      const wanted = typeof body.keywords === 'string' ? body.keywords.toLowerCase() : '';
      const list = BRANDS.filter((brand) => brand.name.toLowerCase().includes(wanted));
      return ok({ list, total: list.length, page: 1, page_size: 20 });
    }
    if (path === 'console/brand/save') return ok({ brand_id: 81 });
    if (path === 'system/upload_image') return ok({ url: '/uploads/2027/01/new.png', path: '2027/01/new.png' });
    return undefined;
  });
  renderRoute(url, { preloadedState: loggedInState(userWithRoles(['operator'])), services: { fetchFn } });
  return calls;
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);

describe('the brands (/console/catalogue/brands)', () => {
  it('lists every brand, hidden ones marked', async () => {
    renderBrands();
    const table = await screen.findByRole('table', { name: 'Brands' });
    const [first, second, ...rest] = within(table).getAllByRole('row').slice(1);
    expect(rest).toEqual([]);
    expect(within(first as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('Hearthstone');
    expect(within(first as HTMLElement).getByText('Shown')).toBeInTheDocument();
    expect(within(second as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('Tidewave');
    expect(within(second as HTMLElement).getByText('Hidden')).toBeInTheDocument();
  });

  it('shows each brand on a phone as a card with its edit button', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(phoneScreen);
    renderBrands();
    const list = await screen.findByRole('list', { name: 'Brands' });
    const [, second, ...rest] = within(list).getAllByTestId('data-card');
    expect(rest).toEqual([]);
    expect(within(second as HTMLElement).getByRole('button', { name: 'Edit Tidewave' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    matchMedia.mockRestore();
  });

  it('searches by the keywords in the address', async () => {
    const calls = renderBrands('/console/catalogue/brands?keywords=tide');
    await screen.findByText('Tidewave');
    expect(screen.queryByText('Hearthstone')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('tide');
    expect(sentFields(callsTo(calls, 'console/brand/list')[0])).toMatchObject({ keywords: 'tide', page: 1 });
  });

  it('adds a brand with an uploaded logo', async () => {
    const calls = renderBrands();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'New brand' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Brand name/ }), '  Verdant ');
    await userEvent.upload(within(dialog).getByLabelText('Logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => {
      expect(within(dialog).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/uploads/2027/01/new.png');
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(callsTo(calls, 'console/brand/save')).toHaveLength(1);
    });
    expect(sentFields(callsTo(calls, 'console/brand/save')[0])).toEqual({ name: 'Verdant', logo: '2027/01/new.png', visible: true, reason: '' });
  });

  it('edits a brand, keeping its logo, and shows it again', async () => {
    const calls = renderBrands();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Tidewave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit brand' });
    await userEvent.click(within(dialog).getByRole('switch', { name: /Shown in the storefront/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for this change/ }), 'Trademark cleared');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(sentFields(callsTo(calls, 'console/brand/save')[0])).toEqual({
        brand_id: 30,
        name: 'Tidewave',
        logo: '2027/01/t.png',
        visible: true,
        reason: 'Trademark cleared',
      });
    });
  });

  it('shows a taken name (102) under the name field', async () => {
    renderBrands('/console/catalogue/brands', (path) =>
      path === 'console/brand/save' ? { code: 102, msg: 'Error parameters', data: { field: 'name' } } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add a brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'New brand' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Brand name/ }), 'hearthstone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Error parameters')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Brand name/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
