import type { AreaOption } from './api/address-types';

/** The address's area fields, top down; level n of the area tree fills LEVELS[n - 1]. */
export const AREA_FIELDS = ['country', 'province', 'city', 'area'] as const;
export type AreaField = (typeof AREA_FIELDS)[number];
export type AreaValues = Record<AreaField, string>;

/** The tree entry a typed or chosen name stands for (free text matches none). */
export function matchArea(options: readonly AreaOption[], name: string): AreaOption | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  if (wanted === '') return undefined;
  return options.find((option) => option.name.trim().toLocaleLowerCase() === wanted);
}

/** A new value for one level; the levels below no longer fit and are cleared. */
export function withAreaChange(values: AreaValues, field: AreaField, text: string): AreaValues {
  if (values[field] === text) return values;
  const next: AreaValues = { ...values, [field]: text };
  for (const lower of AREA_FIELDS.slice(AREA_FIELDS.indexOf(field) + 1)) next[lower] = '';
  return next;
}

/** Option names for an Autocomplete: each name once, in the tree's order. */
export function optionNames(options: readonly AreaOption[]): string[] {
  return [...new Set(options.map((option) => option.name))];
}
