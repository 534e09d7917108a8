import type { CascaderOption } from '@mantine/core';
import type { Category, LocalizedNames } from '../api/catalogue-types';

/** Products sit in the tree's third level. */
export const LEAF_LEVEL = 3;

/**
 * mall/category/all's tree as the cascade picker's options: only branches that reach a level-3
 * category, so every choice the picker completes is one a product may be saved in.
 */
export function categoryOptions(tree: readonly Category[], nameOf: (names: LocalizedNames) => string, level = 1): CascaderOption[] {
  return tree.flatMap((category) => {
    const label = nameOf(category.names);
    if (level === LEAF_LEVEL) return [{ value: String(category.id), label }];
    const children = categoryOptions(category.children, nameOf, level + 1);
    return children.length > 0 ? [{ value: String(category.id), label, children }] : [];
  });
}
