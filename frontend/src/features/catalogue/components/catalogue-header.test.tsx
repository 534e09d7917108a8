import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleBrands, sampleCategories } from '@/test/catalogue-fixtures';
import { createFakeFetch, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-with-providers';

function catalogueFetch() {
  return createFakeFetch((path) => {
    if (path === 'mall/category/all') return ok({ list: sampleCategories });
    if (path === 'mall/brand/all') return ok({ list: sampleBrands });
    if (path === 'system/config') return ok({ site_name: 'Bazaar', site_domain: 'shop.example.com', language_list: [] });
    return ok(null);
  });
}

const location = (router: ReturnType<typeof renderRoute>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('header search', () => {
  it('searches products by default, goes to the list with keywords and clears the field', async () => {
    const { router } = renderRoute('/', { services: { fetchFn: catalogueFetch().fetchFn } });
    const field = await screen.findByRole('searchbox', { name: 'Search' });
    await userEvent.type(field, 'red shoes{Enter}');
    await waitFor(() => {
      expect(location(router)).toBe('/list?keywords=red+shoes');
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('searches shops when switched, and accepts an empty search', async () => {
    const { router } = renderRoute('/', { services: { fetchFn: catalogueFetch().fetchFn } });
    await userEvent.click(await screen.findByRole('radio', { name: 'Shops' }));
    const field = screen.getByRole('searchbox', { name: 'Search' });
    expect(field).toHaveAttribute('placeholder', 'Search shops');
    await userEvent.type(field, 'sunrise');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(location(router)).toBe('/shop-list?keywords=sunrise');
    });
    expect(field).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(location(router)).toBe('/shop-list?keywords=');
    });
  });
});

describe('header brand dropdown', () => {
  it('opens the list filtered by the chosen brand', async () => {
    const { router } = renderRoute('/', { services: { fetchFn: catalogueFetch().fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Brands' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Globex' }));
    await waitFor(() => {
      expect(location(router)).toBe('/list?brandId=6');
    });
  });

  it('is shown only where the page asks for it (spec default: hidden)', async () => {
    renderRoute('/error-404', { services: { fetchFn: catalogueFetch().fetchFn } });
    expect(await screen.findByRole('button', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Brands' })).not.toBeInTheDocument();
  });
});

describe('header category cascade', () => {
  it('walks three levels and opens the list by categoryId', async () => {
    const { router } = renderRoute('/error-404', { services: { fetchFn: catalogueFetch().fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Categories' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Electronics' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Phones' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Smartphones' }));
    await waitFor(() => {
      expect(location(router)).toBe('/list?categoryId=111');
    });
  });

  it('lets a parent category be chosen as a whole', async () => {
    const { router } = renderRoute('/error-404', { services: { fetchFn: catalogueFetch().fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Categories' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Electronics' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'All in Electronics' }));
    await waitFor(() => {
      expect(location(router)).toBe('/list?categoryId=1');
    });
  });
});

describe('header download popover', () => {
  it('shows a 116-wide QR code of the site address', async () => {
    renderRoute('/', { services: { fetchFn: catalogueFetch().fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Download app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get the mobile app' });
    const qr = await within(dialog).findByRole('img', { name: "QR code of the shop's address" });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('width', '116');
    expect(qr).toHaveAttribute('height', '116');
    // https://shop.example.com (from site_domain) is a version-2 code, 25 modules, plus a margin of 1 on each side.
    expect(qr.getAttribute('viewBox')).toBe('0 0 27 27');
  });
});
