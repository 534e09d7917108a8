import { isApiError } from '@/shared/api/api-types';
import { isGoodsSort, type GoodsSort } from './api/catalogue-types';

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

/** Code 103: the record does not exist (API.md error catalogue). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && 'code' in error && error.code === CODE_NOT_FOUND;
}
