import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Skeleton.css';
import { Input, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetBrandsQuery } from '../api/catalogue-api';
import { CategoryPicker } from './category-picker';
import { LocalizedNames } from './localized-names';
import type { GoodsForm } from './use-goods-form';

// TipTap and ProseMirror come with the product form alone, after it paints.
const DescriptionEditor = lazy(() => import('@/shared/components/rich-text-editor'));

/** The product's name (and its translations), category, brand and description. */
export function BasicFields({ form }: { form: GoodsForm }) {
  const { t } = useTranslation();
  const brands = useGetBrandsQuery();
  const values = form.getValues();
  const descriptionLabelId = useId();
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
      <Input.Wrapper
        label={t('console.goods.form.description')}
        labelProps={{ id: descriptionLabelId }}
        labelElement="div"
        description={t('console.goods.form.description_hint')}
        error={form.errors.description}
      >
        <Suspense fallback={<Skeleton h={230} />}>
          <DescriptionEditor
            value={values.description}
            onChange={(html) => {
              form.setFieldValue('description', html);
            }}
            labelId={descriptionLabelId}
            invalid={Boolean(form.errors.description)}
          />
        </Suspense>
      </Input.Wrapper>
    </Stack>
  );
}
