import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { card, sampleDetail } from '@/test/catalogue-fixtures';
import { createFakeFetch, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-with-providers';

function productFetch(detail = sampleDetail) {
  return createFakeFetch((path) => {
    if (path === 'mall/goods/detail') return ok(detail);
    if (path === 'mall/goods/relate_hot_sale') return ok({ list: [card(7, { name: 'Hot item' })] });
    if (path === 'mall/goods/relate_hot_recommend') return ok({ list: [card(8, { name: 'Recommended item' })] });
    if (path === 'mall/goods/comment/list') return ok({ list: [], total: 0, page: 1, page_size: 20 });
    return ok(null);
  });
}

afterEach(async () => {
  await initI18n('en');
});

describe('product screen', () => {
  it('asks for the product by id and shows its facts', async () => {
    const { fetchFn, calls } = productFetch();
    renderRoute('/product?id=42', { services: { fetchFn } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trail Jacket' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'mall/goods/detail')?.body).toMatchObject({ id: 42 });
    expect(screen.getByText('Price')).toBeInTheDocument();
    expect(screen.getByTestId('sku-price')).toHaveTextContent('$100.00 – $120.00');
    expect(screen.getByTestId('market-price')).toHaveTextContent('$125.00');
    expect(screen.getByTestId('discount')).toHaveTextContent('20% off');
    expect(screen.getByText('Stock')).toBeInTheDocument();
    expect(screen.getByTestId('sku-stock')).toHaveTextContent('10');
    expect(screen.getByText('1500')).toBeInTheDocument();
    expect(screen.getByText('27')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit shop' })).toHaveAttribute('href', '/shop-index?id=3');
    expect(screen.getByTestId('shop-credit-score')).toHaveTextContent('98');
    // The description tab comes as its own chunk, after the first screen.
    expect(await screen.findByText('Warm and light.')).toBeInTheDocument();
    expect(document.querySelector('script')?.textContent ?? '').not.toContain('window.bad');
    expect(await screen.findByRole('link', { name: 'Hot item' })).toHaveAttribute('href', '/product?id=7');
    expect(await screen.findByRole('link', { name: 'Recommended item' })).toBeInTheDocument();
  });

  it('shows the chosen SKU price and stock and disables impossible combinations', async () => {
    renderRoute('/product?id=42', { services: { fetchFn: productFetch().fetchFn } });
    const colors = within(await screen.findByRole('group', { name: 'Color' }));
    const sizes = within(screen.getByRole('group', { name: 'Size' }));

    await userEvent.click(colors.getByRole('button', { name: 'Red' }));
    expect(colors.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
    // Red/L exists but is sold out; Red/S is available.
    expect(sizes.getByRole('button', { name: 'L' })).toBeDisabled();
    expect(sizes.getByRole('button', { name: 'S' })).toBeEnabled();

    await userEvent.click(sizes.getByRole('button', { name: 'S' }));
    expect(screen.getByTestId('sku-price')).toHaveTextContent('$100.00');
    expect(screen.getByTestId('sku-stock')).toHaveTextContent('3');
    // Blue/S does not exist.
    expect(colors.getByRole('button', { name: 'Blue' })).toBeDisabled();

    // Clearing the size, then choosing Blue and L gives the other SKU.
    await userEvent.click(sizes.getByRole('button', { name: 'S' }));
    await userEvent.click(colors.getByRole('button', { name: 'Blue' }));
    expect(sizes.getByRole('button', { name: 'S' })).toBeDisabled();
    await userEvent.click(sizes.getByRole('button', { name: 'L' }));
    expect(screen.getByTestId('sku-price')).toHaveTextContent('$120.00');
    expect(screen.getByTestId('sku-stock')).toHaveTextContent('7');
  });

  it('keeps the quantity within the stock of the chosen SKU', async () => {
    renderRoute('/product?id=42', { services: { fetchFn: productFetch().fetchFn } });
    await userEvent.click(within(await screen.findByRole('group', { name: 'Color' })).getByRole('button', { name: 'Red' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'S' }));
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('1');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9');
    await userEvent.tab();
    expect(quantity).toHaveValue('3');
    await userEvent.click(quantity);
    await userEvent.keyboard('{ArrowUp}');
    expect(quantity).toHaveValue('3');
    await userEvent.clear(quantity);
    await userEvent.tab();
    expect(quantity).toHaveValue('1');
  });

  it('disables the quantity when the product is sold out', async () => {
    const soldOut = { ...sampleDetail, stock: 0, props: [], skus: [{ sku_id: 9, props_desc: '', price: 500, stock: 0 }] };
    renderRoute('/product?id=42', { services: { fetchFn: productFetch(soldOut).fetchFn } });
    expect(await screen.findByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByTestId('sku-price')).toHaveTextContent('$5.00');
  });

  it('says a product taken off sale is no longer on sale, with no way to put it in the cart', async () => {
    renderRoute('/product?id=42', { services: { fetchFn: productFetch({ ...sampleDetail, on_sale: false }).fetchFn } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trail Jacket' })).toBeInTheDocument();
    expect(screen.getByTestId('off-sale')).toHaveTextContent('This product is no longer on sale');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Color' })).not.toBeInTheDocument();
  });

  it('offers the cart for a product on sale, or from an answer without on_sale', async () => {
    renderRoute('/product?id=42', { services: { fetchFn: productFetch({ ...sampleDetail, on_sale: true }).fetchFn } });
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('off-sale')).not.toBeInTheDocument();
  });

  it('shows an intentional empty state on the reviews tab', async () => {
    renderRoute('/product?id=42', { services: { fetchFn: productFetch().fetchFn } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Reviews (0)' }));
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  });

  it('shows a not-found state with a link home for an unknown id (103)', async () => {
    const { fetchFn } = createFakeFetch((path) =>
      path === 'mall/goods/detail' ? { code: 103, msg: 'The record does not exist', data: null } : ok(null),
    );
    const notify = vi.fn();
    renderRoute('/product?id=999', { services: { fetchFn, notify } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(notify).not.toHaveBeenCalled();
  });

  it('treats a missing or malformed id as not found without asking the server', async () => {
    const { fetchFn, calls } = productFetch();
    renderRoute('/product?id=abc', { services: { fetchFn } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'mall/goods/detail')).toBe(false);
  });

  it('lays the page out right to left in Arabic, with Arabic labels', async () => {
    await initI18n('ar');
    renderRoute('/product?id=42', { services: { fetchFn: productFetch().fetchFn } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trail Jacket' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('السعر')).toBeInTheDocument();
    expect(screen.getByText('المخزون')).toBeInTheDocument();
    expect(screen.getByLabelText('مسار التنقل')).toHaveTextContent('هواتف ذكية');
    expect(screen.getByRole('searchbox', { name: 'بحث' })).toBeInTheDocument();
  });

  it("names the props in the shopper's language where the seller translated them", async () => {
    await initI18n('zh-CN');
    renderRoute('/product?id=42', { services: { fetchFn: productFetch().fetchFn } });
    // "Color" has a Chinese label; "Size" has none and reads as the seller wrote it.
    const colors = within(await screen.findByRole('group', { name: '颜色' }));
    expect(screen.getByRole('group', { name: 'Size' })).toBeInTheDocument();
    expect(screen.getByTestId('sku-hint')).toHaveTextContent('请选择：颜色、Size');
    await userEvent.click(colors.getByRole('button', { name: 'Red' }));
    expect(screen.getByTestId('sku-hint')).toHaveTextContent('请选择：Size');
  });
});
