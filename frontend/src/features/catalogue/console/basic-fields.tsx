import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Overlay.css';
import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetBrandsQuery } from '../api/catalogue-api';
import { CategoryPicker } from './category-picker';
import { LocalizedNames } from './localized-names';
import type { GoodsForm } from './use-goods-form';

/** The product's name (and its translations), category, brand and description. */
export function BasicFields({ form }: { form: GoodsForm }) {
  const { t } = useTranslation();
  const brands = useGetBrandsQuery();
  const values = form.getValues();
  return (
    <Stack gap="md">
      <TextInput label={t('console.goods.form.name')} withAsterisk {...form.getInputProps('name')} />
      <LocalizedNames form={form} />
      <CategoryPicker
        value={values.categoryPath}
        onChange={(path) => {
          form.setFieldValue('categoryPath', path);
        }}
        error={form.errors.categoryPath}
      />
      <Select
        label={t('console.goods.form.brand')}
        placeholder={t('console.goods.form.brand_none')}
        data={(brands.data ?? []).map((brand) => ({ value: String(brand.id), label: brand.name }))}
        searchable
        clearable
        nothingFoundMessage={t('console.goods.form.nothing_found')}
        {...form.getInputProps('brandId')}
      />
      <Textarea
        label={t('console.goods.form.description')}
        description={t('console.goods.form.description_hint')}
        rows={8}
        resize="vertical"
        dir="auto"
        {...form.getInputProps('description')}
      />
    </Stack>
  );
}
