import { AspectRatio, Avatar, Container, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { STOREFRONT_HEADER, useLayoutOptions } from '@/store/use-layout-options';
import { ChatActionButton } from './chat-action-button';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import type { ScreenStore } from '@/store/root-state';
import { useAfterFirstPaint } from '@/shared/after-first-paint';
import { catalogueApi, useGetGoodsListQuery, useGetShopDetailQuery } from '../api/catalogue-api';
import type { GoodsSort, ShopDetail } from '../api/catalogue-types';
import { isNotFound, pageParam, positiveInt, sortParam } from '../query-params';
import { EmptyResult, LoadError, NotFoundState } from './catalogue-states';
import { PagedGoods } from './paged-goods';
import { SortControl } from './sort-control';

/** Banners are drawn 4:1 (1200 × 300); shown whole so their own lettering is never cut. */
const BANNER_RATIO = 4;

/**
 * The banner on its own, then the shop's card below it: laid over the banner, the card hid
 * the shop name most banners carry in their middle.
 */
function ShopHeader({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  return (
    <Paper radius="md" bg="orange.1" style={{ overflow: 'hidden' }}>
      {shop.banner && (
        <AspectRatio ratio={BANNER_RATIO} data-testid="shop-banner">
          <Image src={shop.banner} alt={t('catalogue.shop.banner', { name: shop.name })} fit="cover" />
        </AspectRatio>
      )}
      <Group p="md" gap="md" wrap="nowrap" align="center">
        <Avatar src={shop.logo || null} size={72} radius="md" alt="" color="orange" bg="white">
          {shop.name.slice(0, 1)}
        </Avatar>
        <Stack gap={4} miw={0} data-testid="shop-info">
          <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {shop.name}
          </Title>
          <Group gap="md" style={{ rowGap: 4 }}>
            <Text size="sm">
              {t('catalogue.shop.credit_score')}: <span data-testid="shop-credit-score">{shop.credit_score}</span>
            </Text>
            <Text size="sm">{t('catalogue.shop.goods_count', { count: shop.goods_count })}</Text>
            <ChatActionButton size="xs" shop={{ shopId: shop.shop_id, name: shop.name }} label={t('chat.chat_with_shop')} />
          </Group>
        </Stack>
      </Group>
      {shop.description && (
        <Text
          size="sm"
          px="md"
          pb="md"
          dir="auto"
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          data-testid="shop-description"
        >
          {shop.description}
        </Text>
      )}
    </Paper>
  );
}

function ShopGoods({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sort = sortParam(params.get('sort'));
  const page = pageParam(params.get('page'));
  const { data, isFetching, isError, refetch } = useGetGoodsListQuery({ shop_id: shopId, sort, page });
  const update = (changes: { sort?: GoodsSort; page?: number }): void => {
    const next = new URLSearchParams(params);
    if (changes.sort !== undefined) {
      next.set('sort', changes.sort);
      next.delete('page');
    }
    if (changes.page !== undefined) next.set('page', String(changes.page));
    setParams(next);
  };
  return (
    <Stack gap="md" component="section" aria-labelledby="shop-goods">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="shop-goods">
          {t('catalogue.shop.goods')}
        </Title>
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
        empty={<EmptyResult title={t('catalogue.shop.no_goods')} action={null} />}
      />
    </Stack>
  );
}

/** The screen's first call (route-table.ts), with the id the screen reads. */
export async function screenStart(store: ScreenStore, search: URLSearchParams) {
  const shopId = positiveInt(search.get('id'));
  if (shopId !== undefined) await store.dispatch(catalogueApi.endpoints.getShopDetail.initiate(shopId, { subscribe: false }));
}

/** A shop's page: query id = shop_id. */
export function ShopIndexPage() {
  const { t } = useTranslation();
  useLayoutOptions(STOREFRONT_HEADER);
  const [params] = useSearchParams();
  const shopId = positiveInt(params.get('id'));
  const { data: shop, error, isLoading, isError, refetch } = useGetShopDetailQuery(shopId ?? 0, {
    skip: shopId === undefined,
  });
  // The shop's banner is the largest paint; its products (a list still to fetch, under a sort
  // bar that measures itself) follow right after that paint, below it.
  const painted = useAfterFirstPaint();

  if (shopId === undefined || isNotFound(error)) {
    return (
      <Container size="sm">
        <NotFoundState title={t('catalogue.shop.not_found')} />
      </Container>
    );
  }
  return (
    <Container size="xl" py="md">
      <Breadcrumb items={[{ label: shop?.name ?? t('catalogue.shop.title') }]} />
      <Stack gap="xl">
        {isLoading && <Skeleton h={160} radius="md" />}
        {isError && (
          <LoadError
            onRetry={() => {
              void refetch();
            }}
          />
        )}
        {shop && <ShopHeader shop={shop} />}
        {/* A shop the platform suspended sells nothing meanwhile: its page says so instead. */}
        {shop?.available === false ? (
          <EmptyResult title={t('catalogue.shop.unavailable_title')} description={t('catalogue.shop.unavailable_body')} />
        ) : (
          painted && <ShopGoods shopId={shopId} />
        )}
      </Stack>
    </Container>
  );
}
