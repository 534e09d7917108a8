import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer as ok, scriptedFetch, sentFields, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { sampleConfig, userWithRoles } from '@/test/wallet-fixtures';

const banners = [
  { banner_id: 'b-1', image: '/media/banners/1.jpg', link: '/list?categoryId=1', language: null, sort: 10, visible: true },
  { banner_id: 'b-2', image: '/uploads/2027/01/sale.png', link: 'https://brand.example/sale', language: 'es', sort: 20, visible: false },
];

function renderBanners(roles: string[], extra: (path: string) => ScriptedAnswer | undefined = () => undefined) {
  const { fetchFn, calls } = scriptedFetch((path) => {
    const scripted = extra(path);
    if (scripted) return scripted;
    if (path === 'mine/info') return ok(userWithRoles(roles));
    if (path === 'system/config') return ok(sampleConfig);
    if (path === 'console/banner/list') return ok({ list: banners });
    if (path === 'system/upload_image') return ok({ url: '/uploads/2027/02/new.png', path: '2027/02/new.png' });
    return undefined;
  });
  const rendered = renderRoute('/console/content/banners', { preloadedState: loggedInState(userWithRoles(roles)), services: { fetchFn } });
  return { ...rendered, calls };
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);

/** The banner's row (or card on a narrow screen), found by its link. */
async function bannerOf(link: string): Promise<HTMLElement> {
  const found = (await screen.findByText(link)).closest('tr, li');
  expect(found).not.toBeNull();
  return found as HTMLElement;
}

describe('home page banners (/console/content/banners)', () => {
  it('lists each banner with its picture, link, language, order and whether it is shown', async () => {
    renderBanners(['operator']);
    const demo = within(await bannerOf('/list?categoryId=1'));
    expect(demo.getByRole('img', { name: 'Picture' })).toHaveAttribute('src', '/media/banners/1.jpg');
    expect(demo.getByText('Every language')).toBeInTheDocument();
    expect(demo.getByText('Shown')).toBeInTheDocument();
    const spanish = within(await bannerOf('https://brand.example/sale'));
    expect(spanish.getByText('Spanish')).toBeInTheDocument();
    expect(spanish.getByText('Hidden')).toBeInTheDocument();
  });

  it('adds a banner with an uploaded picture, after the last one, in the chosen language', async () => {
    const { calls } = renderBanners(['operator'], (path) => (path === 'console/banner/save' ? ok({ banner_id: 'b-3' }) : undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'Add a banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'New banner' });
    await userEvent.upload(within(dialog).getByLabelText('Picture'), new File(['png'], 'new.png', { type: 'image/png' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Link/ }), '/list?categoryId=23');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Spanish' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save banner' }));
    await waitFor(() => {
      expect(callsTo(calls, 'console/banner/save')).toHaveLength(1);
    });
    const [saved] = callsTo(calls, 'console/banner/save');
    expect(sentFields(saved)).toEqual({ image: '2027/02/new.png', link: '/list?categoryId=23', sort: 30, visible: true });
    // The banner's language, not the console's, travels as the body's language.
    expect(saved?.body).toMatchObject({ language: 'es' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'New banner' })).toBeNull();
    });
  });

  it('shows a refused link under the field and keeps the form open', async () => {
    renderBanners(['operator'], (path) =>
      path === 'console/banner/save' ? { code: 102, msg: 'Bad parameter', data: { field: 'link' } } : undefined,
    );
    const edit = within(await bannerOf('/list?categoryId=1')).getByRole('button', { name: 'Edit' });
    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit the banner' });
    const link = within(dialog).getByRole('textbox', { name: /Link/ });
    await userEvent.clear(link);
    await userEvent.type(link, 'http://plain.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save banner' }));
    expect(await within(dialog).findByText('Give a page of this site (starting with /) or an https:// address.')).toBeInTheDocument();
  });

  it('keeps an edited banner its id and its own picture', async () => {
    const { calls } = renderBanners(['operator'], (path) => (path === 'console/banner/save' ? ok({ banner_id: 'b-2' }) : undefined));
    await userEvent.click(within(await bannerOf('https://brand.example/sale')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the banner' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Shown on the home page' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save banner' }));
    await waitFor(() => {
      expect(sentFields(callsTo(calls, 'console/banner/save')[0])).toEqual({
        banner_id: 'b-2',
        image: '/uploads/2027/01/sale.png',
        link: 'https://brand.example/sale',
        sort: 20,
        visible: true,
      });
    });
  });

  it('deletes a banner only once the operator confirms', async () => {
    const { calls } = renderBanners(['operator']);
    await userEvent.click(within(await bannerOf('/list?categoryId=1')).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this banner?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(callsTo(calls, 'console/banner/delete')).toEqual([]);

    await userEvent.click(within(await bannerOf('/list?categoryId=1')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this banner?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(sentFields(callsTo(calls, 'console/banner/delete')[0])).toEqual({ banner_id: 'b-1' });
    });
  });

  it('is no screen for a reviewer', async () => {
    renderBanners(['reviewer']);
    expect(await screen.findByText(/no access|not allowed|permission/i)).toBeInTheDocument();
  });
});
