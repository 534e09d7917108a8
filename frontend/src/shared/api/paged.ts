/** A paged list answer: `{list, total, page, page_size}` (docs/api.md). */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

function countOf(value: unknown, fallback: number): number {
  const number = Number(value ?? fallback);
  return Number.isFinite(number) && number >= 0 ? number : fallback;
}

/** Reads a paged answer defensively: a missing or malformed part becomes empty or the request's. */
export function pagedOf<T>(data: unknown, page: number, pageSize: number): Paged<T> {
  const raw = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  return {
    list: Array.isArray(raw.list) ? (raw.list as T[]) : [],
    total: countOf(raw.total, 0),
    page: countOf(raw.page, page),
    page_size: countOf(raw.page_size, pageSize) || pageSize,
  };
}
