import { describe, expect, it } from 'vitest';
import { filterRequest, filtersFromParams, hasFilters, NO_FILTERS, withFilters } from './query-params';

describe('list filters in the URL', () => {
  it('reads every filter from the query string', () => {
    const params = new URLSearchParams('priceMin=20&priceMax=80&brandId=5&inStock=1&rating=4&keywords=oven');
    expect(filtersFromParams(params)).toEqual({ priceMin: 20, priceMax: 80, brandId: 5, inStock: true, minRating: 4 });
  });

  it('ignores values the server would refuse', () => {
    const params = new URLSearchParams('priceMin=-3&priceMax=abc&brandId=0&inStock=yes&rating=6');
    const filters = filtersFromParams(params);
    expect(filters).toEqual({ inStock: false });
    expect(hasFilters(filters)).toBe(false);
  });

  it('writes the filters back, keeping the search and sort and going back to page one', () => {
    const params = new URLSearchParams('keywords=oven&sort=price_asc&page=3&rating=2');
    const next = withFilters(params, { priceMin: 0, priceMax: 50, inStock: true, minRating: undefined });
    expect(Object.fromEntries(next)).toEqual({
      keywords: 'oven',
      sort: 'price_asc',
      priceMin: '0',
      priceMax: '50',
      inStock: '1',
    });
    expect(filtersFromParams(withFilters(next, NO_FILTERS))).toEqual(NO_FILTERS);
    expect(withFilters(next, NO_FILTERS).toString()).toBe('keywords=oven&sort=price_asc');
  });

  it('asks the server in cents, swapping a reversed range', () => {
    expect(filterRequest({ priceMin: 20, priceMax: 80, brandId: 5, inStock: true, minRating: 4 })).toEqual({
      price_min: 2000,
      price_max: 8000,
      brand_id: 5,
      in_stock: true,
      min_rating: 4,
    });
    expect(filterRequest({ priceMin: 90, priceMax: 10, inStock: false })).toMatchObject({
      price_min: 1000,
      price_max: 9000,
      in_stock: undefined,
    });
  });
});
