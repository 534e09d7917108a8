import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '@/shared/api/api-types';
import { createFakeFetch, ok } from '@/test/fake-api';
import { loggedInState, renderRoute, sampleUser } from '@/test/render-with-providers';

const AREAS: Record<string, { area_id: number; name: string; parent_id: number; level: number }[]> = {
  '0:1': [
    { area_id: 1, name: 'China', parent_id: 0, level: 1 },
    { area_id: 2, name: 'Thailand', parent_id: 0, level: 1 },
  ],
  '1:2': [
    { area_id: 11, name: 'Guangdong', parent_id: 1, level: 2 },
    { area_id: 12, name: 'Zhejiang', parent_id: 1, level: 2 },
  ],
  '11:3': [{ area_id: 111, name: 'Shenzhen', parent_id: 11, level: 3 }],
};

function renderForm(answerAdd: () => Envelope = () => ok({ address_id: 5 }), route = '/user/address-edit') {
  const { fetchFn, calls } = createFakeFetch((path, body) => {
    if (path === 'mine/info') return ok(sampleUser);
    if (path === 'information/area/list') return ok({ list: AREAS[`${String(body.parent_id)}:${String(body.level)}`] ?? [] });
    if (path === 'mine/shipping_address/add') return answerAdd();
    if (path === 'mine/shipping_address/list') return ok({ list: [] });
    return ok(null);
  });
  const rendered = renderRoute(route, { preloadedState: loggedInState(), services: { fetchFn } });
  const areaCalls = () =>
    calls.filter((call) => call.path === 'information/area/list').map((call) => call.body as Record<string, unknown>);
  return { ...rendered, calls, areaCalls };
}

/** The input labelled `label` (an area's option list carries the same label). */
function field(label: RegExp): HTMLElement {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT' || element.tagName === 'TEXTAREA');
  if (!input) throw new Error(`no input labelled ${String(label)}`);
  return input;
}

/** Types `text` into the input labelled `label` in one go (key by key is slow in jsdom). */
async function fill(label: RegExp, text: string): Promise<void> {
  await userEvent.click(field(label));
  await userEvent.paste(text);
}

/** Rendering the lazy route and a whole form in jsdom takes a few seconds. */
const TEST_TIMEOUT = 30_000;

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save address' }));

describe('address form', () => {
  it('names the first missing required field and sends nothing', async () => {
    const { calls } = renderForm();
    await screen.findByRole('button', { name: 'Save address' });

    await save();

    expect(await screen.findByText('Please enter the name')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'mine/shipping_address/add')).toBe(false);
  }, TEST_TIMEOUT);

  it('asks for the province and then the detailed address once the fields above are filled', async () => {
    const { calls } = renderForm();
    await screen.findByRole('button', { name: 'Save address' });
    await fill(/^Name/, 'Ada');
    await fill(/^Phone/, '13812345678');
    await fill(/^Country/, 'China');

    await save();
    expect(await screen.findByText('Please choose or enter the province')).toBeInTheDocument();

    await fill(/^Province/, 'Guangdong');
    await save();
    expect(await screen.findByText('Please enter the detailed address')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'mine/shipping_address/add')).toBe(false);
  }, TEST_TIMEOUT);

  it('offers each level of the area tree under the entry chosen above it', async () => {
    const { areaCalls } = renderForm();
    await screen.findByRole('button', { name: 'Save address' });
    await waitFor(() => {
      expect(areaCalls()).toContainEqual(expect.objectContaining({ parent_id: 0, level: 1 }));
    });

    await userEvent.click(field(/^Country/));
    await userEvent.click(await screen.findByRole('option', { name: 'China' }));
    await waitFor(() => {
      expect(areaCalls()).toContainEqual(expect.objectContaining({ parent_id: 1, level: 2 }));
    });
    await userEvent.click(field(/^Province/));
    await userEvent.click(await screen.findByRole('option', { name: 'Guangdong' }));

    await waitFor(() => {
      expect(areaCalls()).toContainEqual(expect.objectContaining({ parent_id: 11, level: 3 }));
    });
    expect(field(/^Country/)).toHaveValue('China');
  }, TEST_TIMEOUT);

  it('accepts free text where the tree has no entry and saves the trimmed address', async () => {
    const { calls, areaCalls, router } = renderForm();
    await screen.findByRole('button', { name: 'Save address' });

    await fill(/^Name/, ' Ada ');
    await fill(/^Phone/, '13812345678');
    await fill(/^Country/, 'Atlantis');
    await fill(/^Province/, 'Coral Bay');
    await fill(/^Detailed address/, '7 Reef Road');
    await fill(/^Postal code/, ' CB-7 ');
    await save();

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/user/address');
    });
    expect(calls.find((call) => call.path === 'mine/shipping_address/add')?.body).toMatchObject({
      name: 'Ada',
      phone: '13812345678',
      country: 'Atlantis',
      province: 'Coral Bay',
      city: '',
      area: '',
      address: '7 Reef Road',
      postal_code: 'CB-7',
      is_default: false,
    });
    expect(areaCalls().every((body) => body.level === 1)).toBe(true);
  }, TEST_TIMEOUT);

  it('shows a field the server refuses under that field', async () => {
    renderForm(() => ({ code: 102, msg: 'Error parameters', data: { field: 'phone' } }));
    await screen.findByRole('button', { name: 'Save address' });

    await fill(/^Name/, 'Ada');
    await fill(/^Phone/, '1');
    await fill(/^Country/, 'Atlantis');
    await fill(/^Province/, 'Coral Bay');
    await fill(/^Detailed address/, '7 Reef Road');
    await fill(/^Postal code/, 'CB7');
    await save();

    expect(await screen.findByText('Error parameters')).toBeInTheDocument();
    expect(field(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
  }, TEST_TIMEOUT);

  it('asks for a well spelled postal code, except in a country without postal codes', async () => {
    const { calls } = renderForm();
    await screen.findByRole('button', { name: 'Save address' });
    await fill(/^Name/, 'Ada');
    await fill(/^Phone/, '13812345678');
    await fill(/^Country/, 'China');
    await fill(/^Province/, 'Guangdong');
    await fill(/^Detailed address/, '7 Reef Road');

    await save();
    expect(await screen.findByText('Please enter the postal code')).toBeInTheDocument();
    await fill(/^Postal code/, '518#000');
    await save();
    expect(await screen.findByText('Use 1 to 16 letters, digits, spaces or hyphens')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'mine/shipping_address/add')).toBe(false);
  }, TEST_TIMEOUT);

  it('saves an address in Hong Kong without a postal code', async () => {
    const { calls } = renderForm();
    await screen.findByRole('button', { name: 'Save address' });
    await fill(/^Name/, 'Ada');
    await fill(/^Phone/, '13812345678');
    await fill(/^Country/, 'Hong Kong');
    await fill(/^Province/, 'Kowloon');
    await fill(/^Detailed address/, '7 Nathan Road');
    await save();
    await waitFor(() => {
      expect(calls.find((call) => call.path === 'mine/shipping_address/add')?.body).toMatchObject({ country: 'Hong Kong', postal_code: '' });
    });
  }, TEST_TIMEOUT);

  it('opened from checkout, goes back to checkout with the new address chosen', async () => {
    const { router } = renderForm(() => ok({ address_id: 42 }), '/user/address-edit?from=checkout');
    await screen.findByRole('button', { name: 'Save address' });
    await fill(/^Name/, 'Ada');
    await fill(/^Phone/, '13812345678');
    await fill(/^Country/, 'Atlantis');
    await fill(/^Province/, 'Coral Bay');
    await fill(/^Detailed address/, '7 Reef Road');
    await fill(/^Postal code/, 'CB7');
    await save();

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/cart/checkout');
    });
    expect(router.state.location.search).toBe('?address_id=42');
  }, TEST_TIMEOUT);
});
