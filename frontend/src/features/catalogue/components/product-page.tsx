import '@mantine/core/styles/Rating.css';
import { Container, Grid, Group, Rating, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { STOREFRONT_HEADER, useLayoutOptions } from '@/store/use-layout-options';
import { paths } from '@/config/paths';
import { Breadcrumb, type BreadcrumbItem } from '@/shared/components/breadcrumb';
import { useAfterFirstPaint } from '@/shared/after-first-paint';
import { formatMoney } from '@/shared/format';
import type { ScreenStore } from '@/store/root-state';
import { catalogueApi, useGetGoodsDetailQuery } from '../api/catalogue-api';
import type { GoodsDetail } from '../api/catalogue-types';
import { useLocalizedName, usePropLabel } from '../localized';
import { isNotFound, positiveInt } from '../query-params';
import { discountPercent, findSku, priceRange, type SkuSelection } from '../sku';
import { LoadError, NotFoundState } from './catalogue-states';
import { ChatActionButton } from './chat-action-button';
import { FavoriteHeart } from './favorite-heart';
import { ProductFacts, ProductPrice } from './product-facts';
import { ProductGallery } from './product-gallery';
import { OffSaleNotice, ProductPurchase } from './product-purchase';
import { ProductSkeleton } from './product-skeleton';
import { ReportProductButton } from './report-product';
import { ShopCard } from './shop-card';

// Below the first screen: the description (with its HTML sanitizer), the reviews and the related
// products come as a chunk of their own, after the part the shopper sees first.
const ProductBelow = lazy(async () => ({ default: (await import('./product-below')).ProductBelow }));
const TABS_PLACEHOLDER_HEIGHT_PX = 320;

function ProductDetail({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const nameOf = useLocalizedName();
  const labelOf = usePropLabel();
  const [selection, setSelection] = useState<SkuSelection>({});
  const [quantity, setQuantity] = useState<number | string>(1);
  // What lies below the first screen (description, reviews, related products) is rendered
  // right after the product's first paint, in the background. (A deferred value is not enough:
  // the store updates of the first effects re-render synchronously and take it along.)
  const belowReady = useAfterFirstPaint();

  const props = goods.props;
  const skus = goods.skus;
  const sku = findSku(props, skus, selection);
  const range = priceRange(skus, goods.price);
  const price = sku ? sku.price : range.min;
  const stock = sku ? sku.stock : goods.stock;
  const discount = discountPercent(price, goods.market_price);
  const maxQuantity = Math.max(stock, 0);
  // A typed number above the stock is clamped when the field loses focus; a SKU with less stock clamps it at once.
  const shownQuantity = typeof quantity === 'number' ? Math.min(Math.max(quantity, 1), Math.max(maxQuantity, 1)) : quantity;
  const priceText =
    sku || range.min === range.max ? formatMoney(price) : `${formatMoney(range.min)} – ${formatMoney(range.max)}`;
  const missing = props.filter((prop) => selection[prop.label] === undefined).map(labelOf);

  const crumbs: BreadcrumbItem[] = [
    { label: nameOf(goods.category.names), to: paths.list.getHref({ categoryId: goods.category.id }) },
    { label: goods.name },
  ];
  const images = goods.images.length ? goods.images : goods.cover_image ? [goods.cover_image] : [];

  return (
    <Container size="xl" py="md">
      <Breadcrumb items={crumbs} />
      <Stack gap="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ProductGallery images={images} name={goods.name} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Title order={1} size="h2">
                  <bdi>{goods.name}</bdi>
                </Title>
                <Group gap="xs" wrap="nowrap">
                  <ChatActionButton
                    size="xs"
                    shop={{ shopId: goods.shop.shop_id, name: goods.shop.name }}
                    product={{ shopGoodsId: goods.shop_goods_id, name: goods.name, coverImage: goods.cover_image, price: goods.price }}
                  />
                  <FavoriteHeart shopGoodsId={goods.shop_goods_id} isFavorite={goods.is_favorite} />
                </Group>
              </Group>
              {goods.rating.count > 0 && (
                <Group gap="xs">
                  <Rating value={goods.rating.avg} fractions={2} readOnly size="sm" role="img" aria-label={t('catalogue.product.rating', { rating: goods.rating.avg.toFixed(1) })} />
                  <Text size="sm" c="dimmed">
                    {t('catalogue.product.reviews', { count: goods.rating.count })}
                  </Text>
                </Group>
              )}
              <ProductPrice goods={goods} price={price} priceText={priceText} discount={discount} />
              <ProductFacts goods={goods} stock={stock} />
              {!goods.on_sale ? (
                <OffSaleNotice />
              ) : (
                <ProductPurchase
                  goods={goods}
                  selection={selection}
                  onSelection={setSelection}
                  missing={missing}
                  quantity={quantity}
                  shownQuantity={shownQuantity}
                  onQuantity={setQuantity}
                  maxQuantity={maxQuantity}
                  skuId={sku && maxQuantity > 0 ? sku.sku_id : null}
                />
              )}
              <ShopCard shop={goods.shop} />
              {goods.on_sale && <ReportProductButton shopGoodsId={goods.shop_goods_id} name={goods.name} />}
            </Stack>
          </Grid.Col>
        </Grid>

        {belowReady ? (
          <Suspense fallback={<Skeleton h={TABS_PLACEHOLDER_HEIGHT_PX} radius="md" />}>
            <ProductBelow goods={goods} />
          </Suspense>
        ) : (
          <Skeleton h={TABS_PLACEHOLDER_HEIGHT_PX} radius="md" />
        )}
      </Stack>
    </Container>
  );
}

/** The screen's first call (route-table.ts), with the id the screen reads. */
export async function screenStart(store: ScreenStore, search: URLSearchParams) {
  const id = positiveInt(search.get('id'));
  if (id !== undefined) await store.dispatch(catalogueApi.endpoints.getGoodsDetail.initiate(id, { subscribe: false }));
}

/** Product detail: query id = shop goods id (spec section 2). */
export function ProductPage() {
  const { t } = useTranslation();
  useLayoutOptions(STOREFRONT_HEADER);
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const { data, error, isLoading, isError, refetch } = useGetGoodsDetailQuery(id ?? 0, { skip: id === undefined });

  if (id === undefined || isNotFound(error)) {
    return (
      <Container size="sm">
        <NotFoundState title={t('catalogue.product.not_found')} />
      </Container>
    );
  }
  if (isLoading) return <ProductSkeleton />;
  if (isError || !data) {
    return (
      <Container size="sm">
        <LoadError
          onRetry={() => {
            void refetch();
          }}
        />
      </Container>
    );
  }
  // A new product starts with a fresh SKU choice and quantity.
  return <ProductDetail key={data.shop_goods_id} goods={data} />;
}
