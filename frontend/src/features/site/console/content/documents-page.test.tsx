import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer as ok, scriptedFetch, sentFields, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { sampleConfig, userWithRoles } from '@/test/wallet-fixtures';

/** The stored text of a document in a language, as console/document/get answers it. */
function stored(body: Record<string, unknown>) {
  const spanish = body.language === 'es';
  return ok({
    id: body.id,
    language: body.language,
    title: spanish ? 'Quiénes somos' : 'About us',
    content_html: spanish ? '<p>Hola</p>' : '<p>Hello</p>',
  });
}

function renderDocuments(path = '/console/content/documents', extra: (path: string) => ScriptedAnswer | undefined = () => undefined) {
  const { fetchFn, calls } = scriptedFetch((apiPath, body) => {
    const scripted = extra(apiPath);
    if (scripted) return scripted;
    if (apiPath === 'mine/info') return ok(userWithRoles(['operator']));
    if (apiPath === 'system/config') return ok(sampleConfig);
    if (apiPath === 'console/document/get') return stored(body);
    return undefined;
  });
  const rendered = renderRoute(path, { preloadedState: loggedInState(userWithRoles(['operator'])), services: { fetchFn } });
  return { ...rendered, calls };
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);
const editableArea = () => screen.findByRole('textbox', { name: 'Text' });

describe('site documents (/console/content/documents)', () => {
  it('opens About us in English, then the language chosen, asking for that language', async () => {
    const { calls } = renderDocuments();
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue('About us');
    expect((await editableArea()).innerHTML).toContain('<p>Hello</p>');
    expect(screen.getByRole('form', { name: 'Document text' })).toHaveAttribute('lang', 'en');

    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Spanish' }));

    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Quiénes somos');
    });
    expect((await editableArea()).innerHTML).toContain('<p>Hola</p>');
    // The browser checks the Spanish text's spelling in Spanish.
    expect(screen.getByRole('form', { name: 'Document text' })).toHaveAttribute('lang', 'es');
    expect(callsTo(calls, 'console/document/get').map((call) => call.body)).toEqual([
      expect.objectContaining({ id: 'about_us', language: 'en' }),
      expect.objectContaining({ id: 'about_us', language: 'es' }),
    ]);
  });

  it('saves the title and the text made bold in the editor, in the document language', async () => {
    const { calls } = renderDocuments('/console/content/documents?doc=faq&lang=es');
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Preguntas');
    const area = await editableArea();
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}a{/Control}Todo claro{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save document' }));
    await waitFor(() => {
      expect(callsTo(calls, 'console/document/save')).toHaveLength(1);
    });
    const [saved] = callsTo(calls, 'console/document/save');
    expect(sentFields(saved)).toEqual({ id: 'faq', title: 'Preguntas', content_html: '<p><strong>Todo claro</strong></p>' });
    expect(saved?.body).toMatchObject({ language: 'es' });
  });

  it('shows a refused title under the field', async () => {
    renderDocuments('/console/content/documents', (path) =>
      path === 'console/document/save' ? { code: 102, msg: 'Bad parameter', data: { field: 'title' } } : undefined,
    );
    await screen.findByRole('textbox', { name: /Title/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save document' }));
    expect(await screen.findByText('Give a title of at most 255 characters.')).toBeInTheDocument();
  });

  it('links to the document on the storefront', async () => {
    renderDocuments('/console/content/documents?doc=terms&lang=it');
    const form = await screen.findByRole('form', { name: 'Document text' });
    expect(within(form).getByRole('link', { name: 'View on the storefront' })).toHaveAttribute('href', '/post-detail?rule=terms');
  });
});
