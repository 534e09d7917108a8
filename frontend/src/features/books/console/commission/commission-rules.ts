import { isApiError } from '@/shared/api/api-types';
import { DEFAULT_LANGUAGE } from '@/shared/i18n/languages';
import type { Names, TreeCategory } from './commission-types';

/** What the server takes: 0 to 100, at most two decimals. */
const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
const CODE_BAD_PARAMETER = 102;
const CODE_NOT_FOUND = 103;
const FORM_FIELDS = ['target_id', 'percent', 'reason'] as const;
export type RuleField = (typeof FORM_FIELDS)[number];

/** The name in `language`, else English, else any name there is. */
export function localizedName(names: Names | null | undefined, language: string): string {
  if (!names) return '';
  return names[language] || names[DEFAULT_LANGUAGE] || Object.values(names).find(Boolean) || '';
}

/** A rate as people read it in `language` ("7.5%", "٧٫٥٪"). */
export function formatPercent(percent: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(Number(percent) / 100);
}

/** Why a typed rate would be refused, or null: empty, past 100, or more than two decimals. */
export function percentProblem(raw: string): 'required' | 'range' | 'places' | null {
  const text = raw.trim();
  if (text === '') return 'required';
  if (!/^\d+(\.\d+)?$/.test(text) || Number(text) > 100) return 'range';
  return PERCENT_PATTERN.test(text) ? null : 'places';
}

export interface CategoryOption {
  value: string;
  label: string;
}

/**
 * The tree as one list of whole paths ("Electronics › Phones › Cases"), each parent before its
 * children in the tree's order: any level may carry a rate, which its subtree then pays.
 */
export function categoryOptions(tree: readonly TreeCategory[], nameOf: (names: Names) => string): CategoryOption[] {
  const children = new Map<number | null, TreeCategory[]>();
  for (const category of tree) {
    const siblings = children.get(category.parent_id) ?? [];
    siblings.push(category);
    children.set(category.parent_id, siblings);
  }
  const options: CategoryOption[] = [];
  const walk = (parentId: number | null, path: string[]) => {
    for (const category of children.get(parentId) ?? []) {
      const names = [...path, nameOf(category.names)];
      options.push({ value: String(category.category_id), label: names.join(' › ') });
      if (path.length < 8) walk(category.category_id, names);
    }
  };
  walk(null, []);
  return options;
}

/** Where a refused save is explained: under the field a 102 or 103 names, or above the buttons. */
export function ruleProblem(error: unknown, fallback: string): { field?: RuleField; message: string } | null {
  if (!isApiError(error)) return { message: fallback };
  if (error.kind === 'NotLogin') return null;
  if (error.kind === 'APIError' && (error.code === CODE_BAD_PARAMETER || error.code === CODE_NOT_FOUND)) {
    const raw = typeof error.data === 'object' && error.data !== null ? (error.data as { field?: unknown }).field : undefined;
    const field = FORM_FIELDS.find((name) => name === raw);
    if (field) return { field, message: error.message };
  }
  return { message: error.message || fallback };
}
