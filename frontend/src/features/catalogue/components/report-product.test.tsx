import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleDetail } from '@/test/catalogue-fixtures';
import { createFakeFetch, ok } from '@/test/fake-api';
import { loggedInState, renderRoute } from '@/test/render-with-providers';

function productFetch(report: (body: Record<string, unknown>) => unknown = () => ok({ report_id: 5 }), detail = sampleDetail) {
  return createFakeFetch((path, body) => {
    if (path === 'mall/goods/detail') return ok(detail);
    if (path === 'mall/goods/report') return report(body) as ReturnType<typeof ok>;
    return ok(null);
  });
}

describe('reporting a product from its page', () => {
  it('sends a guest to log in and back to the product', async () => {
    const { fetchFn, calls } = productFetch();
    const { router } = renderRoute('/product?id=42', { services: { fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Report this product' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/product?id=42')}`);
    expect(calls.some((call) => call.path === 'mall/goods/report')).toBe(false);
  });

  it('asks a signed-in shopper why, sends the trimmed reason and closes on success', async () => {
    const { fetchFn, calls } = productFetch();
    renderRoute('/product?id=42', { services: { fetchFn }, preloadedState: loggedInState() });
    await userEvent.click(await screen.findByRole('button', { name: 'Report this product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this product' });
    expect(dialog).toHaveTextContent('Tell the platform what is wrong with “Trail Jacket”');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Please say what is wrong with the product.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'mall/goods/report')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /What is wrong\?/ }), '  Fake brand  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    const sent = calls.find((call) => call.path === 'mall/goods/report')?.body;
    expect(sent).toMatchObject({ shop_goods_id: 42, reason: 'Fake brand' });
    expect(await screen.findByText('Thank you: your report was sent to the platform.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    const refusal = () => ({ code: 108, msg: 'You have already reported this product; the platform is looking into it', data: null });
    const { fetchFn } = productFetch(refusal);
    renderRoute('/product?id=42', { services: { fetchFn }, preloadedState: loggedInState() });
    await userEvent.click(await screen.findByRole('button', { name: 'Report this product' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /What is wrong\?/ }), 'Fake');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reported this product');
    expect(screen.getByRole('dialog', { name: 'Report this product' })).toBeInTheDocument();
  });

  it('is not offered on a product that is not on sale', async () => {
    const { fetchFn } = productFetch(undefined, { ...sampleDetail, on_sale: false });
    renderRoute('/product?id=42', { services: { fetchFn }, preloadedState: loggedInState() });
    expect(await screen.findByTestId('off-sale')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this product' })).not.toBeInTheDocument();
  });
});
