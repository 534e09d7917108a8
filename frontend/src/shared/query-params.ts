/** A positive integer from the query string or a path segment, or undefined. */
export function positiveInt(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  const number = Number(value);
  return number > 0 && Number.isSafeInteger(number) ? number : undefined;
}

/** `?page=`: a page number from 1, defaulting to 1. */
export function pageParam(value: string | null): number {
  return positiveInt(value) ?? 1;
}
