import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer as ok } from '@/test/scripted-api';
import { callsTo, renderGoodsScreen } from '@/test/seller-goods-fixtures';

const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

async function chooseCategory(): Promise<void> {
  await userEvent.click(await screen.findByRole('textbox', { name: /^Category/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Electronics' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Phones' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Smartphones' }));
}

describe('seller console: a new product', () => {
  it('sends the name, category, images in their order, props and the SKU rows the props make', async () => {
    const { calls, router } = renderGoodsScreen('/console/seller/goods/new', (path) =>
      path === 'console/goods/save' ? ok({ shop_goods_id: 77 }) : undefined,
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), ' Jacket ');
    await chooseCategory();
    await userEvent.upload(screen.getByLabelText('Add images'), [png('a.png'), png('b.png')]);
    expect(await screen.findAllByTestId('goods-image')).toHaveLength(2);
    // The second picture becomes the cover.
    await userEvent.click(screen.getByRole('button', { name: 'Move image 2 earlier' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 1' }), 'Color');
    await userEvent.type(screen.getByRole('combobox', { name: 'Values of option 1' }), 'Red{Enter}Blue{Enter}');
    const skus = screen.getByRole('table', { name: 'SKUs and prices' });
    expect(within(skus).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Red', 'Blue']);

    await userEvent.type(screen.getByRole('textbox', { name: 'Price for all' }), '12.50');
    await userEvent.click(screen.getByRole('button', { name: 'Set all prices' }));
    await userEvent.type(within(skus).getByRole('textbox', { name: 'Market price of Red' }), '15');
    await userEvent.type(within(skus).getByRole('textbox', { name: 'Initial stock of Blue' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(callsTo(calls, 'console/goods/save')).toHaveLength(1);
    });
    expect(callsTo(calls, 'console/goods/save')[0]?.body).toEqual({
      sid: 'S'.repeat(32),
      language: 'en',
      name: 'Jacket',
      names: {},
      category_id: 111,
      brand_id: null,
      description_html: '',
      images: ['goods/new-2.png', 'goods/new-1.png'],
      props: [{ label: 'Color', values: ['Red', 'Blue'], names: {} }],
      skus: [
        { props_desc: 'Color:Red', price: 1250, market_price: 1500, stock: 0 },
        { props_desc: 'Color:Blue', price: 1250, market_price: null, stock: 3 },
      ],
      on_sale: true,
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/console/seller/goods/77');
    });
    expect(await screen.findByText('Product created')).toBeInTheDocument();
  });

  it('keeps a deleted SKU row out of the save, and the prices typed when a value is added', async () => {
    const { calls } = renderGoodsScreen('/console/seller/goods/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Add an option' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 1' }), 'Size');
    await userEvent.type(screen.getByRole('combobox', { name: 'Values of option 1' }), 'S{Enter}M{Enter}');
    const skus = screen.getByRole('table', { name: 'SKUs and prices' });
    await userEvent.type(within(skus).getByRole('textbox', { name: 'Price of S' }), '9');
    await userEvent.click(within(skus).getByRole('button', { name: 'Delete M' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Values of option 1' }), 'L{Enter}');
    expect(within(skus).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['S', 'L']);
    expect(within(skus).getByRole('textbox', { name: 'Price of S' })).toHaveValue('9');
    expect(screen.getByRole('button', { name: 'Restore deleted rows (1)' })).toBeInTheDocument();
    expect(callsTo(calls, 'console/goods/save')).toHaveLength(0);
  });

  it('shows every problem at its field and sends nothing until they are fixed', async () => {
    const { calls } = renderGoodsScreen('/console/seller/goods/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a name')).toBeInTheDocument();
    expect(screen.getByText('Please choose a third-level category')).toBeInTheDocument();
    expect(screen.getByText('Please add at least one image')).toBeInTheDocument();
    expect(screen.getByText('Enter a price')).toBeInTheDocument();
    expect(callsTo(calls, 'console/goods/save')).toHaveLength(0);
  });
});

describe('seller console: editing a product', () => {
  it('shows the stored product, its stock read-only, and a preview link once saved', async () => {
    renderGoodsScreen('/console/seller/goods/42');
    expect(await screen.findByRole('heading', { name: 'Edit Trail Jacket' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Trail Jacket');
    const skus = await screen.findByRole('table', { name: 'SKUs and prices' });
    expect(within(skus).getByRole('textbox', { name: 'Price of Red' })).toHaveValue('12.50');
    expect(within(skus).getByRole('textbox', { name: 'Market price of Blue' })).toHaveValue('15.00');
    expect(within(skus).queryByRole('textbox', { name: 'Initial stock of Red' })).not.toBeInTheDocument();
    expect(within(skus).getAllByTestId('sku-stock').map((cell) => cell.textContent)).toEqual(['4', '9']);
    const preview = screen.getByRole('link', { name: 'Preview in store' });
    expect(preview).toHaveAttribute('href', '/goods/42');
    expect(preview).toHaveAttribute('target', '_blank');
  });

  it('sends stored SKUs with their ids and without stock', async () => {
    const { calls } = renderGoodsScreen('/console/seller/goods/42', (path) =>
      path === 'console/goods/save' ? ok({ shop_goods_id: 42 }) : undefined,
    );
    const price = await screen.findByRole('textbox', { name: 'Price of Red' });
    await userEvent.clear(price);
    await userEvent.type(price, '11');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(callsTo(calls, 'console/goods/save')[0]?.body).toMatchObject({
        shop_goods_id: 42,
        images: ['goods/a.png'],
        // The stored option's translations go back unchanged.
        props: [{ label: 'Color', values: ['Red', 'Blue'], names: { it: 'Colore' } }],
        skus: [
          { sku_id: 7, props_desc: 'Color:Red', price: 1100, market_price: null },
          { sku_id: 8, props_desc: 'Color:Blue', price: 1300, market_price: 1500 },
        ],
      });
    });
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
  });

  it("sends the option's names in other languages, the blank ones left out", async () => {
    const { calls } = renderGoodsScreen('/console/seller/goods/42', (path) =>
      path === 'console/goods/save' ? ok({ shop_goods_id: 42 }) : undefined,
    );
    // The stored Italian name shows, so the translations start unfolded.
    const italian = await screen.findByRole('textbox', { name: 'Option name in Italian' });
    expect(italian).toHaveValue('Colore');
    await userEvent.clear(italian);
    await userEvent.paste('  ');
    await userEvent.click(screen.getByRole('textbox', { name: 'Option name in Chinese (China)' }));
    await userEvent.paste('颜色');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(callsTo(calls, 'console/goods/save')[0]?.body).toMatchObject({
        props: [{ label: 'Color', values: ['Red', 'Blue'], names: { 'zh-CN': '颜色' } }],
      });
    });
  });

  it('shows a refused field next to it (102 naming the field)', async () => {
    renderGoodsScreen('/console/seller/goods/42', (path) =>
      path === 'console/goods/save' ? { code: 102, msg: 'skus[1].price is out of range', data: { field: 'skus' } } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const message = await screen.findByText('skus[1].price is out of range');
    expect(screen.getByTestId('sku-section')).toContainElement(message);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
