import { Anchor, Container, Grid, Group, Paper, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import type { ScreenStore } from '@/store/root-state';
import { STOREFRONT_HEADER, useLayoutOptions } from '@/store/use-layout-options';
import { useAfterFirstPaint } from '@/shared/after-first-paint';
import { Breadcrumb, type BreadcrumbItem } from '@/shared/components/breadcrumb';
import {
  catalogueApi,
  useGetBrandsQuery,
  useGetCategoryRelativeQuery,
  useGetGoodsListQuery,
  useGetRecommendForListQuery,
} from '../api/catalogue-api';
import type { GoodsSort } from '../api/catalogue-types';
import { useLocalizedName } from '../localized';
import { NO_FILTERS, filtersFromParams, listRequest, withFilters } from '../query-params';
import { ListEmpty } from './list-empty';
import { ListFiltersPanel } from './list-filters';
import { MiniGoodsList } from './mini-goods-list';
import { PagedGoods } from './paged-goods';
import { SortControl } from './sort-control';

const RECOMMENDED_COUNT = 6;
// Two rows on a phone, one on a desktop: the cards whose images the first screen shows.
const FIRST_SCREEN_CARDS = 4;
// The first row on a phone, whose pictures the server names in the page (first_view_screens.py)
// so they load with the code; the others load lazily, after the first paint.
const PRELOADED_CARDS = 2;

function recommendRequest(categoryId: number | undefined) {
  return { category_id: categoryId, page_size: RECOMMENDED_COUNT };
}

/** The screen's first calls (route-table.ts), with the query the screen reads. */
export async function screenStart(store: ScreenStore, search: URLSearchParams) {
  const request = listRequest(search);
  const calls: Promise<unknown>[] = [
    store.dispatch(catalogueApi.endpoints.getGoodsList.initiate(request, { subscribe: false })),
    store.dispatch(catalogueApi.endpoints.getRecommendForList.initiate(recommendRequest(request.category_id), { subscribe: false })),
  ];
  if (request.category_id !== undefined)
    calls.push(store.dispatch(catalogueApi.endpoints.getCategoryRelative.initiate(request.category_id, { subscribe: false })));
  await Promise.all(calls);
}

/** The product list: query categoryId, title, keywords or brandId (spec section 2), plus sort and page. */
export function ListPage() {
  const { t } = useTranslation();
  const nameOf = useLocalizedName();
  useLayoutOptions(STOREFRONT_HEADER);
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, false, { getInitialValueInEffect: false });
  const painted = useAfterFirstPaint();
  const [params, setParams] = useSearchParams();
  const request = listRequest(params);
  const { category_id: categoryId, brand_id: brandId, keywords, title, sort, page } = request;
  const filters = filtersFromParams(params);

  const { data, isFetching, isError, refetch } = useGetGoodsListQuery(request);
  const { data: relative } = useGetCategoryRelativeQuery(categoryId ?? 0, { skip: categoryId === undefined });
  const { data: brands } = useGetBrandsQuery(undefined, { skip: brandId === undefined });
  const { data: recommended, isLoading: recommendedLoading } = useGetRecommendForListQuery(recommendRequest(categoryId));

  const brandName = brands?.find((brand) => brand.id === brandId)?.name;
  const categoryName = relative?.current ? nameOf(relative.current.names) : undefined;
  const search = keywords ?? title;
  const heading =
    search !== undefined
      ? t('catalogue.list.search_title', { keywords: search })
      : categoryId !== undefined
        ? (categoryName ?? t('catalogue.list.category'))
        : brandId !== undefined
          ? (brandName ?? t('catalogue.list.brand'))
          : t('catalogue.list.all');

  const crumbs: BreadcrumbItem[] = [
    ...(relative?.parents ?? []).map((parent) => ({
      label: nameOf(parent.names),
      to: paths.list.getHref({ categoryId: parent.id }),
    })),
    { label: heading },
  ];

  const update = (changes: { sort?: GoodsSort; page?: number }): void => {
    const next = new URLSearchParams(params);
    if (changes.sort !== undefined) {
      next.set('sort', changes.sort);
      next.delete('page');
    }
    if (changes.page !== undefined) next.set('page', String(changes.page));
    setParams(next);
  };

  const empty = (
    <ListEmpty
      search={search}
      filters={filters}
      brands={brands}
      onClearFilters={() => {
        setParams(withFilters(params, NO_FILTERS));
      }}
    />
  );

  // On a phone the sidebar stacks above the results: its recommendations go below them, so
  // the first screen shows what the shopper searched for.
  const recommendations = (
    <MiniGoodsList
      title={t('catalogue.list.recommended')}
      goods={recommended}
      loading={recommendedLoading}
      placeholderRows={RECOMMENDED_COUNT}
    />
  );
  const subcategories = relative ? (relative.children.length ? relative.children : relative.siblings) : [];

  return (
    <Container size="xl" py="md">
      <Breadcrumb items={crumbs} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="md">
            {subcategories.length > 0 && (
              <Paper withBorder p="sm" radius="md" component="nav" aria-label={t('catalogue.list.subcategories')}>
                <Title order={2} size="h5" mb="xs">
                  {t('catalogue.list.subcategories')}
                </Title>
                <Stack gap={4}>
                  {subcategories.map((category) => (
                    <Anchor
                      key={category.id}
                      component={Link}
                      to={paths.list.getHref({ categoryId: category.id })}
                      size="sm"
                      fw={category.id === categoryId ? 700 : 400}
                      aria-current={category.id === categoryId ? 'page' : undefined}
                    >
                      {nameOf(category.names)}
                    </Anchor>
                  ))}
                </Stack>
              </Paper>
            )}
            <ListFiltersPanel
              value={filters}
              onChange={(next) => {
                setParams(withFilters(params, next));
              }}
            />
            {wide && recommendations}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <div>
                <Title order={1} size="h2">
                  {heading}
                </Title>
                {data && (
                  <Text size="sm" c="dimmed" data-testid="result-count">
                    {t('catalogue.list.count', { count: data.total })}
                  </Text>
                )}
              </div>
              <SortControl
                value={sort}
                onChange={(next) => {
                  update({ sort: next });
                }}
              />
            </Group>
            <PagedGoods
              data={data}
              isFetching={isFetching}
              isError={isError}
              onRetry={() => {
                void refetch();
              }}
              page={page}
              onPageChange={(next) => {
                update({ page: next });
              }}
              empty={empty}
              cols={{ base: 2, sm: 3, lg: 4 }}
              skeletonCount={8}
              eagerImages={PRELOADED_CARDS}
              firstPaintCards={FIRST_SCREEN_CARDS}
            />
            {!wide && painted && recommendations}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
