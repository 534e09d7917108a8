import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { card, paged, sampleBrands, sampleCategories } from '@/test/catalogue-fixtures';
import { createFakeFetch, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-with-providers';
import { sampleConfig } from '@/test/wallet-fixtures';

describe('shop search results', () => {
  it('lists the shops found for the keywords with logo, goods count and credit score', async () => {
    const { fetchFn, calls } = createFakeFetch((path) =>
      path === 'mall/shop/list'
        ? ok(paged([{ shop_id: 3, name: 'Sunrise Store', logo: '', goods_count: 120, credit_score: 98 }], 1))
        : ok(null),
    );
    renderRoute('/shop-list?keywords=sun', { services: { fetchFn } });
    expect(await screen.findByRole('link', { name: 'Sunrise Store' })).toHaveAttribute('href', '/shop-index?id=3');
    expect(screen.getByText('Products: 120')).toBeInTheDocument();
    expect(screen.getByText('Credit score: 98')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'mall/shop/list')?.body).toMatchObject({ keywords: 'sun', page: 1 });
  });

  it('has an empty state', async () => {
    const { fetchFn } = createFakeFetch((path) => (path === 'mall/shop/list' ? ok(paged([], 0)) : ok(null)));
    renderRoute('/shop-list?keywords=nobody', { services: { fetchFn } });
    expect(await screen.findByRole('heading', { name: 'No shops match “nobody”' })).toBeInTheDocument();
  });

  it('says a shop search of punctuation only found nothing because it has no word', async () => {
    const { fetchFn } = createFakeFetch((path) => (path === 'mall/shop/list' ? ok(paged([], 0)) : ok(null)));
    renderRoute('/shop-list?keywords=!!!', { services: { fetchFn } });
    expect(await screen.findByRole('heading', { name: 'No shops match “!!!”' })).toBeInTheDocument();
    expect(screen.getByText('A search looks for words: type at least one letter or number.')).toBeInTheDocument();
  });
});

describe('shop page', () => {
  it('shows the shop and its goods from goods/list by shop_id, sorted on request', async () => {
    const { fetchFn, calls } = createFakeFetch((path) => {
      if (path === 'mall/shop/detail') {
        return ok({ shop_id: 3, name: 'Sunrise Store', logo: '', banner: '/b.png', goods_count: 2, credit_score: 98 });
      }
      if (path === 'mall/goods/list') return ok(paged([card(1), card(2)], 2));
      return ok(null);
    });
    renderRoute('/shop-index?id=3', { services: { fetchFn } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Store' })).toBeInTheDocument();
    expect(screen.getByTestId('shop-credit-score')).toHaveTextContent('98');
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    expect(calls.find((call) => call.path === 'mall/shop/detail')?.body).toMatchObject({ shop_id: 3 });
    expect(calls.find((call) => call.path === 'mall/goods/list')?.body).toMatchObject({ shop_id: 3, page: 1 });
    await userEvent.click(screen.getByRole('radio', { name: 'Best selling' }));
    await waitFor(() => {
      expect(calls.filter((call) => call.path === 'mall/goods/list').at(-1)?.body).toMatchObject({ shop_id: 3, sort: 'sales' });
    });
  });

  it("shows the shop's description as its owner wrote it, lines kept, in its own direction", async () => {
    const description = 'Handmade lamps since 1998.\nShips from Porto.';
    const { fetchFn } = createFakeFetch((path) => {
      if (path === 'mall/shop/detail') {
        return ok({ shop_id: 3, name: 'Sunrise Store', logo: '', banner: '', goods_count: 0, credit_score: 98, description });
      }
      if (path === 'mall/goods/list') return ok(paged([], 0));
      return ok(null);
    });
    renderRoute('/shop-index?id=3', { services: { fetchFn } });
    const shown = await screen.findByTestId('shop-description');
    expect(shown.textContent).toBe(description);
    expect(shown).toHaveAttribute('dir', 'auto');
    expect(shown).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('says a shop the platform suspended is unavailable instead of listing its products', async () => {
    const { fetchFn } = createFakeFetch((path) => {
      if (path === 'mall/shop/detail') {
        return ok({ shop_id: 3, name: 'Sunrise Store', logo: '', banner: '', goods_count: 0, credit_score: 98, available: false });
      }
      if (path === 'mall/goods/list') return ok(paged([card(1)], 1));
      return ok(null);
    });
    renderRoute('/shop-index?id=3', { services: { fetchFn } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Store' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'This shop is unavailable' })).toBeInTheDocument();
    expect(screen.queryByTestId('product-card')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Products in this shop' })).not.toBeInTheDocument();
  });

  it('shows a not-found state for an unknown shop (103)', async () => {
    const { fetchFn } = createFakeFetch((path) =>
      path === 'mall/shop/detail' ? { code: 103, msg: 'The record does not exist', data: null } : ok(null),
    );
    renderRoute('/shop-index?id=404', { services: { fetchFn } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

describe('home', () => {
  it('shows the banners, category entry points and product sections from mall/home', async () => {
    const { fetchFn } = createFakeFetch((path) => {
      if (path === 'mall/home') {
        return ok({
          banners: [{ image: '/banner.png', title: 'Summer sale', link: '/list?keywords=summer' }],
          sections: [{ title: 'New arrivals', goods: [card(1, { name: 'Fresh thing' })] }],
        });
      }
      if (path === 'mall/category/level_one') return ok({ list: sampleCategories });
      return ok(null);
    });
    renderRoute('/', { services: { fetchFn } });
    expect(await screen.findByRole('heading', { name: 'New arrivals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fresh thing' })).toHaveAttribute('href', '/product?id=1');
    const banner = await screen.findByRole('link', { name: 'Summer sale' });
    expect(banner).toHaveAttribute('href', '/list?keywords=summer');
    // The caption names the banner; its picture is decorative and is the page's first fetch.
    const picture = banner.querySelector('img');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(await screen.findByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/list?categoryId=1');
  });

  it("states the free-delivery threshold and the countries from the server's config", async () => {
    const { fetchFn } = createFakeFetch((path) =>
      path === 'system/config' ? ok({ ...sampleConfig, free_shipping_from: 7550, countries_served: 15, subscriber_discount_percent: 15 }) : ok(null),
    );
    renderRoute('/', { services: { fetchFn } });
    expect(await screen.findByText('Free delivery on orders from $75.50 per shop')).toBeInTheDocument();
    expect(screen.getByText('Delivery to 15 countries')).toBeInTheDocument();
    expect(screen.queryByText(/180/)).not.toBeInTheDocument();
  });
});

describe('category and brand screens', () => {
  it('lists every category three levels deep, each opening the list', async () => {
    const { fetchFn } = createFakeFetch((path) => (path === 'mall/category/all' ? ok({ list: sampleCategories }) : ok(null)));
    renderRoute('/category-index', { services: { fetchFn } });
    expect(await screen.findByRole('link', { name: 'Smartphones' })).toHaveAttribute('href', '/list?categoryId=111');
    expect(screen.getByRole('link', { name: 'Phones' })).toHaveAttribute('href', '/list?categoryId=11');
    expect(screen.getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/list?categoryId=1');
  });

  it('shows every brand, then a category’s hot and recommended brands', async () => {
    const { fetchFn } = createFakeFetch((path) => {
      if (path === 'mall/brand/all') return ok({ list: sampleBrands });
      if (path === 'mall/brand/category_brand') {
        return ok({
          list: [
            {
              category: { id: 1, names: { en: 'Electronics' } },
              hot_brand_list: [{ id: 6, name: 'Globex' }],
              recommend_brand_list: [],
            },
          ],
        });
      }
      return ok(null);
    });
    renderRoute('/brand-index', { services: { fetchFn } });
    expect(await screen.findByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/list?brandId=5');
    await screen.findByRole('option', { name: 'Electronics' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Electronics');
    expect(screen.getByRole('heading', { name: 'Hot brands' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Globex' })).toHaveAttribute('href', '/list?brandId=6');
    expect(screen.queryByRole('link', { name: 'Acme' })).not.toBeInTheDocument();
  });

  it('browses the newest products on the product index', async () => {
    const { fetchFn, calls } = createFakeFetch((path) =>
      path === 'mall/goods/list' ? ok(paged([card(1)], 1)) : ok(null),
    );
    renderRoute('/product-index', { services: { fetchFn } });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(1);
    expect(calls.find((call) => call.path === 'mall/goods/list')?.body).toMatchObject({ sort: 'new', page: 1 });
  });
});
