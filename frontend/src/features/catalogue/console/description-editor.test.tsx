import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { answer as ok } from '@/test/scripted-api';
import { callsTo, renderGoodsScreen } from '@/test/seller-goods-fixtures';

/** The description's editable area (TipTap's contenteditable, named by the field's label). */
const descriptionArea = () => screen.findByRole('textbox', { name: 'Description' });

describe("seller console: the product's description in the rich-text editor", () => {
  afterEach(async () => {
    await initI18n('en');
  });

  it('shows the stored description in the editor', async () => {
    renderGoodsScreen('/console/seller/goods/42');
    const area = await descriptionArea();
    expect(area.innerHTML).toContain('<p>Warm</p>');
  });

  it('sends text typed and bolded from the toolbar as HTML in the save', async () => {
    const { calls } = renderGoodsScreen('/console/seller/goods/42', (path) =>
      path === 'console/goods/save' ? ok({ shop_goods_id: 42 }) : undefined,
    );
    const area = await descriptionArea();
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}a{/Control}Soft and warm{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => {
      expect(area.innerHTML).toBe('<p><strong>Soft and warm</strong></p>');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(callsTo(calls, 'console/goods/save')[0]?.body).toMatchObject({
        description_html: '<p><strong>Soft and warm</strong></p>',
      });
    });
  });

  it("labels every control in the seller's language", async () => {
    await initI18n('it');
    renderGoodsScreen('/console/seller/goods/42');
    await screen.findByRole('textbox', { name: 'Descrizione' });
    const expected = [
      'Grassetto',
      'Corsivo',
      'Sottolineato',
      'Barrato',
      'Titolo',
      'Sottotitolo',
      'Elenco puntato',
      'Elenco numerato',
      'Citazione',
      'Aggiungi un link',
      'Rimuovi il link',
      'Annulla',
      'Ripeti',
    ];
    const toolbar = screen.getByRole('button', { name: 'Grassetto' }).closest('.mantine-RichTextEditor-toolbar');
    expect(toolbar).not.toBeNull();
    const labels = within(toolbar as HTMLElement)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(labels).toEqual(expected);
  });
});
