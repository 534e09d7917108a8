import { screen, waitFor, within as inside } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { card, paged, sampleBrands } from '@/test/catalogue-fixtures';
import { createFakeFetch, ok, type RecordedCall } from '@/test/fake-api';
import { renderRoute } from '@/test/render-with-providers';

function listFetch(total = 2) {
  return createFakeFetch((path, body) => {
    if (path === 'mall/goods/list') return ok(paged([card(1), card(2)], total, Number(body.page ?? 1)));
    if (path === 'mall/brand/all') return ok({ list: sampleBrands });
    if (path === 'mall/category/relative') {
      return ok({
        parents: [{ id: 1, names: { en: 'Electronics' } }],
        current: { id: 11, names: { en: 'Phones' } },
        children: [{ id: 111, names: { en: 'Smartphones' } }],
        siblings: [],
      });
    }
    if (path === 'mall/goods/recommend_for_list') return ok({ list: [card(9, { name: 'Pick of the day' })] });
    return ok(null);
  });
}

const listBodies = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === 'mall/goods/list').map((call) => call.body as Record<string, unknown>);

describe('list screen', () => {
  it('sends the filters of the URL with the keywords and category', async () => {
    const { fetchFn, calls } = listFetch();
    renderRoute('/list?categoryId=11&keywords=oven&priceMin=10&priceMax=40&inStock=1&rating=4', { services: { fetchFn } });
    expect(await screen.findAllByTestId('product-card')).not.toHaveLength(0);
    expect(listBodies(calls)[0]).toMatchObject({
      category_id: 11,
      keywords: 'oven',
      price_min: 1000,
      price_max: 4000,
      in_stock: true,
      min_rating: 4,
      page: 1,
    });
  });

  it('names the filters that emptied the list, not the keyword, and clears them from there', async () => {
    const user = userEvent.setup();
    const { fetchFn, calls } = createFakeFetch((path, body) => {
      if (path === 'mall/goods/list') return ok(paged(body.min_rating === undefined ? [card(1)] : [], body.min_rating === undefined ? 1 : 0));
      if (path === 'mall/brand/all') return ok({ list: sampleBrands });
      return ok(null);
    });
    renderRoute('/list?keywords=oven&rating=4&inStock=1&priceMin=10', { services: { fetchFn } });
    const empty = await screen.findByTestId('empty-result');
    const state = inside(empty);
    expect(state.getByRole('heading', { name: 'Nothing matches these filters' })).toBeInTheDocument();
    expect(empty).toHaveTextContent('No products with: Price from $10.00, 4★ and up, In stock only.');
    expect(empty).not.toHaveTextContent('Try other words');
    await user.click(state.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(1);
    const body = listBodies(calls).at(-1);
    expect(body).toMatchObject({ keywords: 'oven', page: 1 });
    expect(body).not.toHaveProperty('min_rating');
    expect(body).not.toHaveProperty('in_stock', true);
  });

  it('applies the filter panel to the request and clears it again', async () => {
    const user = userEvent.setup();
    const { fetchFn, calls } = listFetch();
    renderRoute('/list?keywords=oven&page=2', { services: { fetchFn } });
    const panel = await screen.findByRole('region', { name: 'Filters' });
    const within = inside(panel);
    await user.type(within.getByLabelText('Price from'), '15');
    await user.type(within.getByLabelText('Price to'), '60');
    await user.click(within.getByLabelText('In stock only'));
    await user.click(within.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(listBodies(calls).at(-1)).toMatchObject({ keywords: 'oven', price_min: 1500, price_max: 6000, in_stock: true, page: 1 });
    });
    await user.click(within.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => {
      const body = listBodies(calls).at(-1);
      expect(body).toMatchObject({ keywords: 'oven', page: 1 });
      expect(body).not.toHaveProperty('price_min');
      expect(body).not.toHaveProperty('in_stock');
    });
  });

  it('loads the images the page preloads at once, the first one ahead of the rest, and the others lazily', async () => {
    const goods = Array.from({ length: 6 }, (_, index) => card(index + 1, { cover_image: `/media/goods/${index + 1}.jpg` }));
    const { fetchFn } = createFakeFetch((path) => (path === 'mall/goods/list' ? ok(paged(goods)) : ok(null)));
    renderRoute('/list', { services: { fetchFn } });
    // The first screen's cards paint first, the rest right after.
    await waitFor(() => {
      expect(screen.getAllByTestId('product-card')).toHaveLength(goods.length);
    });
    const cards = screen.getAllByTestId('product-card');
    const loading = cards.map((item) => {
      const image = item.querySelector('img');
      return [image?.getAttribute('loading') ?? 'eager', image?.getAttribute('fetchpriority') ?? 'auto'];
    });
    expect(loading).toEqual([
      ['eager', 'high'],
      ['eager', 'auto'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it.each([
    ['/list?categoryId=11', { category_id: 11 }],
    ['/list?brandId=5', { brand_id: 5 }],
    ['/list?keywords=red%20shoes', { keywords: 'red shoes' }],
    ['/list?title=jacket', { title: 'jacket' }],
  ])('reads %s into the goods/list request', async (path, expected) => {
    const { fetchFn, calls } = listFetch();
    renderRoute(path, { services: { fetchFn } });
    expect(await screen.findAllByTestId('product-card')).not.toHaveLength(0);
    const body = listBodies(calls)[0];
    expect(body).toMatchObject({ ...expected, sort: 'default', page: 1, page_size: 20 });
    for (const key of ['category_id', 'brand_id', 'keywords', 'title'].filter((key) => !(key in expected))) {
      expect(body).not.toHaveProperty(key);
    }
  });

  it('titles the page by the filter and builds the category breadcrumb', async () => {
    const { fetchFn } = listFetch();
    renderRoute('/list?categoryId=11', { services: { fetchFn } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Phones' })).toBeInTheDocument();
    const crumbs = screen.getByLabelText('Breadcrumb');
    expect(crumbs).toHaveTextContent('Home');
    expect(crumbs).toHaveTextContent('Electronics');
    expect(screen.getByRole('link', { name: 'Smartphones' })).toHaveAttribute('href', '/list?categoryId=111');
    expect(await screen.findByRole('link', { name: 'Pick of the day' })).toHaveAttribute('href', '/product?id=9');
  });

  it('names a brand list after the brand', async () => {
    renderRoute('/list?brandId=5', { services: { fetchFn: listFetch().fetchFn } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
  });

  it('asks again with the chosen sort, from the first page', async () => {
    const { fetchFn, calls } = listFetch(60);
    const { router } = renderRoute('/list?keywords=lamp&page=2', { services: { fetchFn } });
    await screen.findAllByTestId('product-card');
    await userEvent.click(screen.getByRole('radio', { name: 'Price: low to high' }));
    await waitFor(() => {
      expect(listBodies(calls).at(-1)).toMatchObject({ keywords: 'lamp', sort: 'price_asc', page: 1 });
    });
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('price_asc');
  });

  it('pages with previous/pages/next when there is more than one page', async () => {
    const { fetchFn, calls } = listFetch(45);
    renderRoute('/list?keywords=lamp', { services: { fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => {
      expect(listBodies(calls).at(-1)).toMatchObject({ page: 2 });
    });
    expect(screen.getByRole('button', { name: '3' })).toBeInTheDocument();
  });

  it('hides the pagination when everything fits on one page', async () => {
    renderRoute('/list?keywords=lamp', { services: { fetchFn: listFetch(2).fetchFn } });
    await screen.findAllByTestId('product-card');
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument();
  });

  it('writes large counts with the language\'s digit grouping', async () => {
    const { fetchFn } = createFakeFetch((path) =>
      path === 'mall/goods/list' ? ok(paged([card(1, { sales: 12758 })], 12345)) : ok(null),
    );
    renderRoute('/list?keywords=oven', { services: { fetchFn } });
    expect(await screen.findByText('Sold: 12,758')).toBeInTheDocument();
    expect(screen.getByText('Results: 12,345')).toBeInTheDocument();
  });

  it('names the keywords when a search matches nothing', async () => {
    const { fetchFn } = createFakeFetch((path) => (path === 'mall/goods/list' ? ok(paged([], 0)) : ok(null)));
    renderRoute('/list?keywords=zzzz', { services: { fetchFn } });
    expect(await screen.findByRole('heading', { name: 'No results for “zzzz”' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “zzzz”' })).toBeInTheDocument();
    expect(screen.getByText('Try other words, or browse the categories.')).toBeInTheDocument();
  });

  it('says a search of punctuation only found nothing because it has no word', async () => {
    const { fetchFn } = createFakeFetch((path) => (path === 'mall/goods/list' ? ok(paged([], 0)) : ok(null)));
    renderRoute('/list?keywords=%25', { services: { fetchFn } });
    expect(await screen.findByRole('heading', { name: 'No results for “%”' })).toBeInTheDocument();
    expect(screen.getByText('Results: 0')).toBeInTheDocument();
    expect(screen.getByText('A search looks for words: type at least one letter or number.')).toBeInTheDocument();
  });

  it('keeps the plain empty state for a list without a search', async () => {
    const { fetchFn } = createFakeFetch((path) => (path === 'mall/goods/list' ? ok(paged([], 0)) : ok(null)));
    renderRoute('/list?categoryId=11', { services: { fetchFn } });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
  });
});
