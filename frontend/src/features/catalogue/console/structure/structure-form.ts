import { isApiError } from '@/shared/api/api-types';
import { LANGUAGES } from '@/shared/i18n/languages';
import type { ConsoleCategory } from './structure-api';

/** The server's limits (console/category/save, console/brand/save): beyond them it answers 102. */
export const CATEGORY_NAME_MAX = 64;
export const BRAND_NAME_MAX = 80;
export const SORT_MAX = 9999;
/** The storefront's menus show three levels: a third-level category takes no children. */
export const MAX_LEVEL = 3;

const CODE_BAD_PARAMETER = 102;
const CODE_NOT_FOUND = 103;

/** Where a refused save is explained: under the field a 102 or 103 names, else above the buttons. */
export function saveProblem<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): { field?: F; message: string } | null {
  if (!isApiError(error)) return { message: fallback };
  if (error.kind === 'NotLogin') return null;
  if (error.kind === 'APIError' && (error.code === CODE_BAD_PARAMETER || error.code === CODE_NOT_FOUND)) {
    const raw = typeof error.data === 'object' && error.data !== null ? (error.data as { field?: unknown }).field : undefined;
    const field = fields.find((known) => known === raw);
    if (field) return { field, message: error.message };
  }
  return { message: error.message || fallback };
}

/** Names in every language, empty where none is given yet. */
export function everyLanguage(names: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(LANGUAGES.map((code) => [code, names[code] ?? '']));
}

/** The languages whose name is still empty. */
export function missingNames(names: Record<string, string>): string[] {
  return LANGUAGES.filter((code) => (names[code] ?? '').trim() === '');
}

/** Every category of the tree, parents before their children. */
export function flatten(tree: readonly ConsoleCategory[]): ConsoleCategory[] {
  return tree.flatMap((node) => [node, ...flatten(node.children)]);
}

/** How many levels the category and those under it take (1 for a leaf). */
export function height(node: ConsoleCategory): number {
  return 1 + Math.max(0, ...node.children.map(height));
}

/**
 * The categories `moved` may go under: not itself nor one under it, and deep enough room for its
 * subtree within the three levels. A new category (no `moved`) takes one level.
 */
export function possibleParents(tree: readonly ConsoleCategory[], moved?: ConsoleCategory): ConsoleCategory[] {
  const excluded = new Set(moved ? flatten([moved]).map((node) => node.category_id) : []);
  const levels = moved ? height(moved) : 1;
  return flatten(tree).filter((node) => !excluded.has(node.category_id) && node.level + levels <= MAX_LEVEL);
}
