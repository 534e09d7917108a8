import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer as ok } from '@/test/scripted-api';
import { callsTo, renderGoodsScreen } from '@/test/seller-goods-fixtures';

/** The description's editable area (the shared rich-text editor, named by the field's label). */
const descriptionArea = () => screen.findByRole('textbox', { name: 'Description' });

describe("seller console: the product's description in the rich-text editor", () => {
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
});
