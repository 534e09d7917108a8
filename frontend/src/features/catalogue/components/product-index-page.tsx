import '@mantine/core/styles/Combobox.css';
import { Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { STOREFRONT_HEADER, useLayoutOptions } from '@/store/use-layout-options';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { Pagination } from '@/shared/components/pagination';
import { useGetGoodsListQuery, useGetLevelOneCategoriesQuery } from '../api/catalogue-api';
import { useLocalizedName } from '../localized';
import { pageParam, positiveInt, sortParam } from '../query-params';
import { EmptyResult, LoadError } from './catalogue-states';
import { ProductGrid, ProductGridSkeleton } from './product-card';
import { SortControl } from './sort-control';

/** Browse every product, newest first by default, narrowed by a top-level category if wanted. */
export function ProductIndexPage() {
  const { t } = useTranslation();
  const nameOf = useLocalizedName();
  useLayoutOptions(STOREFRONT_HEADER);
  const [params, setParams] = useSearchParams();
  const sort = sortParam(params.get('sort'), 'new');
  const page = pageParam(params.get('page'));
  const categoryId = positiveInt(params.get('categoryId'));
  const { data: categories = [] } = useGetLevelOneCategoriesQuery();
  const { data, isFetching, isError, refetch } = useGetGoodsListQuery({ category_id: categoryId, sort, page });

  const update = (changes: Record<string, string | undefined>): void => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  return (
    <Container size="xl" py="md">
      <Breadcrumb items={[{ label: t('catalogue.product_index.title') }]} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {t('catalogue.product_index.title')}
            </Title>
            {data && (
              <Text size="sm" c="dimmed">
                {t('catalogue.list.count', { count: data.total })}
              </Text>
            )}
          </div>
          <Group gap="md" align="flex-end" wrap="wrap">
            <NativeSelect
              size="xs"
              label={t('catalogue.product_index.category')}
              value={categoryId ? String(categoryId) : ''}
              onChange={(event) => {
                update({ categoryId: event.currentTarget.value || undefined, page: undefined });
              }}
              data={[
                { value: '', label: t('catalogue.product_index.all_categories') },
                ...categories.map((category) => ({ value: String(category.id), label: nameOf(category.names) })),
              ]}
            />
            <SortControl
              value={sort}
              onChange={(next) => {
                update({ sort: next, page: undefined });
              }}
            />
          </Group>
        </Group>
        {isFetching && !data && <ProductGridSkeleton />}
        {isError && (
          <LoadError
            onRetry={() => {
              void refetch();
            }}
          />
        )}
        {data && !isError && data.list.length === 0 && <EmptyResult title={t('catalogue.list.empty_title')} />}
        {data && data.list.length > 0 && <ProductGrid goods={data.list} />}
        {data && (
          <Pagination
            page={page}
            total={data.total}
            pageSize={data.page_size}
            onChange={(next) => {
              update({ page: String(next) });
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
