import { Anchor, Avatar, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { STOREFRONT_HEADER, useLayoutOptions } from '@/store/use-layout-options';
import { paths } from '@/config/paths';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { Pagination } from '@/shared/components/pagination';
import { useGetShopListQuery } from '../api/catalogue-api';
import type { ShopListItem } from '../api/catalogue-types';
import { hasWord, pageParam, searchText } from '../query-params';
import { EmptyResult, LoadError } from './catalogue-states';

function ShopResult({ shop }: { shop: ShopListItem }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="shop-card">
      <Group wrap="nowrap" gap="md">
        <Avatar src={shop.logo || null} size={64} radius="md" alt="" color="orange">
          {shop.name.slice(0, 1)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={paths.shopIndex.getHref(shop.shop_id)} fw={600} c="dark" truncate>
            {shop.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('catalogue.shop.goods_count', { count: shop.goods_count })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('catalogue.shop.credit_score')}: {shop.credit_score}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** Shop search results: query keywords (spec section 2). */
export function ShopListPage() {
  const { t } = useTranslation();
  useLayoutOptions(STOREFRONT_HEADER);
  const [params, setParams] = useSearchParams();
  const keywords = searchText(params.get('keywords')) ?? '';
  const page = pageParam(params.get('page'));
  const { data, isFetching, isError, refetch } = useGetShopListQuery({ keywords: keywords || undefined, page });
  const heading = keywords ? t('catalogue.shop_list.search_title', { keywords }) : t('catalogue.shop_list.all');

  return (
    <Container size="xl" py="md">
      <Breadcrumb items={[{ label: heading }]} />
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {heading}
          </Title>
          {data && (
            <Text size="sm" c="dimmed" data-testid="result-count">
              {t('catalogue.shop_list.count', { count: data.total })}
            </Text>
          )}
        </div>
        {isFetching && !data && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-label={t('app.loading')}>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} h={98} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {isError && (
          <LoadError
            onRetry={() => {
              void refetch();
            }}
          />
        )}
        {data && !isError && data.list.length === 0 && (
          <EmptyResult
            title={
              keywords
                ? t('catalogue.shop_list.no_results_title', { keywords })
                : t('catalogue.shop_list.empty_title')
            }
            description={
              !keywords || hasWord(keywords) ? t('catalogue.shop_list.empty_body') : t('catalogue.search.no_words')
            }
          />
        )}
        {data && data.list.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {data.list.map((shop) => (
              <ShopResult key={shop.shop_id} shop={shop} />
            ))}
          </SimpleGrid>
        )}
        {data && (
          <Pagination
            page={page}
            total={data.total}
            pageSize={data.page_size}
            onChange={(next) => {
              const nextParams = new URLSearchParams(params);
              nextParams.set('page', String(next));
              setParams(nextParams);
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
