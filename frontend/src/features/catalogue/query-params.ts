import { isApiError } from '@/shared/api/api-types';
import { isGoodsSort, type GoodsListRequest, type GoodsSort } from './api/catalogue-types';

export const CODE_NOT_FOUND = 103;
/** The server accepts search texts up to 100 characters (longer ones answer 102). */
export const MAX_SEARCH_LENGTH = 100;

/** A trimmed search text from the query string, or undefined when empty. */
export function searchText(value: string | null): string | undefined {
  const trimmed = value?.trim().slice(0, MAX_SEARCH_LENGTH).trim();
  return trimmed ? trimmed : undefined;
}

/** Whether a search text holds a word (a letter or digit in any script); the server matches
 * words only, so a text without one ("%", "!!!") finds nothing. */
export function hasWord(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** A positive integer id from the query string, or undefined. */
export function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const number = Number(value);
  return number > 0 && Number.isSafeInteger(number) ? number : undefined;
}

export function pageParam(value: string | null): number {
  return positiveInt(value) ?? 1;
}

export function sortParam(value: string | null, fallback: GoodsSort = 'default'): GoodsSort {
  return isGoodsSort(value) ? value : fallback;
}

/** Code 103: the record does not exist (the error catalogue). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && 'code' in error && error.code === CODE_NOT_FOUND;
}

/** The list filters a shopper sets in the panel, as kept in the URL: prices in whole currency
 * units (`priceMin=20`), the brand, `inStock=1` and `rating=4`. */
export interface ListFilters {
  priceMin?: number;
  priceMax?: number;
  brandId?: number;
  inStock: boolean;
  minRating?: number;
}

export const NO_FILTERS: ListFilters = { inStock: false };
/** The query keys the filter panel owns; "clear filters" removes exactly these. */
export const FILTER_KEYS = ['priceMin', 'priceMax', 'brandId', 'inStock', 'rating'] as const;
const CENTS_PER_UNIT = 100;
const MAX_PRICE_UNITS = 10_000_000;

/** A non-negative whole price from the query string, or undefined. */
export function priceParam(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const number = Number(value);
  return number <= MAX_PRICE_UNITS ? number : undefined;
}

export function ratingParam(value: string | null): number | undefined {
  const stars = positiveInt(value);
  return stars !== undefined && stars <= 5 ? stars : undefined;
}

export function filtersFromParams(params: URLSearchParams): ListFilters {
  return {
    priceMin: priceParam(params.get('priceMin')),
    priceMax: priceParam(params.get('priceMax')),
    brandId: positiveInt(params.get('brandId')),
    inStock: params.get('inStock') === '1',
    minRating: ratingParam(params.get('rating')),
  };
}

/** `params` with the filters in place of the old ones, back on the first page. */
export function withFilters(params: URLSearchParams, filters: ListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...FILTER_KEYS, 'page']) next.delete(key);
  const values: Record<(typeof FILTER_KEYS)[number], number | undefined> = {
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    brandId: filters.brandId,
    inStock: filters.inStock ? 1 : undefined,
    rating: filters.minRating,
  };
  for (const key of FILTER_KEYS) {
    const value = values[key];
    if (value !== undefined) next.set(key, String(value));
  }
  return next;
}

export function hasFilters(filters: ListFilters): boolean {
  return (
    filters.priceMin !== undefined ||
    filters.priceMax !== undefined ||
    filters.brandId !== undefined ||
    filters.inStock ||
    filters.minRating !== undefined
  );
}

/** The filters as `mall/goods/list` fields: prices in cents; a reversed range is swapped, so a
 * hand-edited URL still lists something instead of answering 102. */
export function filterRequest(filters: ListFilters) {
  const [low, high] =
    filters.priceMin !== undefined && filters.priceMax !== undefined && filters.priceMin > filters.priceMax
      ? [filters.priceMax, filters.priceMin]
      : [filters.priceMin, filters.priceMax];
  return {
    brand_id: filters.brandId,
    price_min: low === undefined ? undefined : low * CENTS_PER_UNIT,
    price_max: high === undefined ? undefined : high * CENTS_PER_UNIT,
    in_stock: filters.inStock ? true : undefined,
    min_rating: filters.minRating,
  };
}

/** The list's page of cards as the query string asks for it. The server reads the same query
 * the same way to write these answers into a first visit's page (list_first_view.py). */
export function listRequest(params: URLSearchParams): GoodsListRequest & { sort: GoodsSort; page: number } {
  return {
    category_id: positiveInt(params.get('categoryId')),
    ...filterRequest(filtersFromParams(params)),
    title: searchText(params.get('title')),
    keywords: searchText(params.get('keywords')),
    sort: sortParam(params.get('sort')),
    page: pageParam(params.get('page')),
  };
}
