import '@mantine/core/styles/Combobox.css';
import { Avatar, Card, Container, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { STOREFRONT_HEADER, useLayoutOptions } from '@/store/use-layout-options';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { useGetBrandsQuery, useGetCategoryBrandsQuery } from '../api/catalogue-api';
import type { Brand } from '../api/catalogue-types';
import { useLocalizedName } from '../localized';
import { EmptyResult } from './catalogue-states';

function BrandTile({ brand }: { brand: Brand }) {
  return (
    <UnstyledButton component={Link} to={paths.list.getHref({ brandId: brand.id })} aria-label={brand.name}>
      <Card withBorder radius="md" padding="sm" h="100%">
        <Stack align="center" gap={6}>
          <Avatar src={brand.logo || null} size={56} radius="md" alt="" color="orange">
            {brand.name.slice(0, 1)}
          </Avatar>
          <Text size="sm" fw={500} ta="center" lineClamp={1}>
            {brand.name}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

function BrandGrid({ title, brands }: { title: string; brands: Brand[] }) {
  if (brands.length === 0) return null;
  return (
    <section aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }} spacing="sm">
        {brands.map((brand) => (
          <BrandTile key={brand.id} brand={brand} />
        ))}
      </SimpleGrid>
    </section>
  );
}

const ALL = 'all';

/** Brands, filterable by category (hot and recommended brands per category) and by name. */
export function BrandIndexPage() {
  const { t } = useTranslation();
  const nameOf = useLocalizedName();
  useLayoutOptions(STOREFRONT_HEADER);
  const [category, setCategory] = useState(ALL);
  const [filter, setFilter] = useState('');
  const { data: brands = [], isLoading: brandsLoading } = useGetBrandsQuery();
  const { data: byCategory = [] } = useGetCategoryBrandsQuery();

  const needle = filter.trim().toLocaleLowerCase();
  const matches = (brand: Brand): boolean => !needle || brand.name.toLocaleLowerCase().includes(needle);
  const entry = byCategory.find((item) => String(item.category.id) === category);
  const hot = (entry?.hot_brand_list ?? []).filter(matches);
  const recommended = (entry?.recommend_brand_list ?? []).filter(matches);
  const all = brands.filter(matches);
  const nothing = category === ALL ? all.length === 0 : hot.length + recommended.length === 0;

  return (
    <Container size="xl" py="md">
      <Breadcrumb items={[{ label: t('catalogue.brand_index.title') }]} />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1} size="h2">
            {t('catalogue.brand_index.title')}
          </Title>
          <Group gap="sm" align="flex-end">
            <NativeSelect
              label={t('catalogue.brand_index.category')}
              value={category}
              onChange={(event) => {
                setCategory(event.currentTarget.value);
              }}
              data={[
                { value: ALL, label: t('catalogue.brand_index.all_categories') },
                ...byCategory.map((item) => ({ value: String(item.category.id), label: nameOf(item.category.names) })),
              ]}
            />
            <TextInput
              type="search"
              label={t('catalogue.brand_index.filter')}
              value={filter}
              onChange={(event) => {
                setFilter(event.currentTarget.value);
              }}
            />
          </Group>
        </Group>
        {brandsLoading && (
          <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }} role="status" aria-label={t('app.loading')}>
            {Array.from({ length: 12 }, (_, index) => (
              <Skeleton key={index} h={104} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {category === ALL ? (
          <BrandGrid title={t('catalogue.brand_index.all_brands')} brands={all} />
        ) : (
          <>
            <BrandGrid title={t('catalogue.brand_index.hot')} brands={hot} />
            <BrandGrid title={t('catalogue.brand_index.recommended')} brands={recommended} />
          </>
        )}
        {!brandsLoading && nothing && <EmptyResult title={t('catalogue.brand_index.empty')} action={null} />}
      </Stack>
    </Container>
  );
}
