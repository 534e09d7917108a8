import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Cascader.css';
import { Cascader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCategoryTreeQuery } from '../api/catalogue-api';
import { useLocalizedName } from '../localized';
import { categoryOptions } from './category-options';

export interface CategoryPickerProps {
  value: string[];
  onChange: (path: string[]) => void;
  error?: ReactNode;
}

/**
 * The product's category, chosen down mall/category/all's tree to a level-3 leaf. On a narrow
 * screen the columns become one list of whole paths, so the dropdown never runs off the side.
 */
export function CategoryPicker({ value, onChange, error }: CategoryPickerProps) {
  const { t } = useTranslation();
  const nameOf = useLocalizedName();
  const tree = useGetCategoryTreeQuery();
  const narrow = useMediaQuery('(max-width: 40em)');
  const options = useMemo(() => categoryOptions(tree.data ?? [], nameOf), [tree.data, nameOf]);
  return (
    <Cascader
      // The searchable picker shows its path only when the value changes; remounting once the
      // tree arrives shows a stored product's category even when the tree came after it.
      key={tree.data ? 'tree' : 'loading'}
      label={t('console.goods.form.category')}
      description={t('console.goods.form.category_hint')}
      placeholder={tree.isError ? t('console.goods.form.categories_failed') : t('console.goods.form.category_placeholder')}
      withAsterisk
      data={options}
      value={value.length > 0 ? value : null}
      onChange={(path) => {
        onChange(path ?? []);
      }}
      withColumns={!narrow}
      searchable
      nothingFoundMessage={t('console.goods.form.nothing_found')}
      error={error}
      disabled={!tree.data}
    />
  );
}
