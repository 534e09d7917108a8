import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/NumberInput.css';
import {
  Anchor,
  Badge,
  Container,
  Grid,
  Group,
  NumberInput,
  Paper,
  Rating,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { listPath } from '@/app/routes';
import { Breadcrumb, type BreadcrumbItem } from '@/shared/components/breadcrumb';
import { SanitizedHtml } from '@/shared/components/sanitized-html';
import { ChatActionButton } from '@/shared/chat/chat-action-button';
import { FavoriteHeart } from '@/shared/favorite/favorite-heart';
import { formatMoney } from '@/shared/format';
import {
  useGetGoodsCommentsQuery,
  useGetGoodsDetailQuery,
  useGetRelateHotRecommendQuery,
  useGetRelateHotSaleQuery,
} from '../api/catalogue-api';
import type { GoodsDetail } from '../api/catalogue-types';
import { useLocalizedName } from '../localized';
import { isNotFound, positiveInt } from '../query-params';
import { discountPercent, findSku, priceRange, type SkuSelection } from '../sku';
import { LoadError, NotFoundState } from './catalogue-states';
import { AddToCartButton } from './add-to-cart-button';
import { GoodsComments } from './goods-comments';
import { ProductGallery } from './product-gallery';
import { ProductGrid, ProductGridSkeleton } from './product-card';
import { ShopCard } from './shop-card';
import { SkuChooser } from './sku-chooser';

/** A label and its value on one line, so browser tests find "Stock" next to its number. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={110}>
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

function RelatedGoods({ title, id, kind }: { title: string; id: number; kind: 'sale' | 'recommend' }) {
  const hotSale = useGetRelateHotSaleQuery(id, { skip: kind !== 'sale' });
  const hotRecommend = useGetRelateHotRecommendQuery(id, { skip: kind !== 'recommend' });
  const { data, isLoading } = kind === 'sale' ? hotSale : hotRecommend;
  if (!isLoading && !data?.length) return null;
  return (
    <section aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {isLoading ? <ProductGridSkeleton count={5} /> : <ProductGrid goods={data ?? []} />}
    </section>
  );
}

function ProductDetail({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const nameOf = useLocalizedName();
  const [selection, setSelection] = useState<SkuSelection>({});
  const [quantity, setQuantity] = useState<number | string>(1);
  const [commentPage, setCommentPage] = useState(1);
  const comments = useGetGoodsCommentsQuery({ id: goods.shop_goods_id, page: commentPage });

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
  const missing = props.filter((prop) => selection[prop.label] === undefined).map((prop) => prop.label);

  const crumbs: BreadcrumbItem[] = [
    ...(goods.category
      ? [{ label: nameOf(goods.category.names), to: listPath({ categoryId: goods.category.id }) }]
      : []),
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
                  {goods.name}
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
              {goods.rating && goods.rating.count > 0 && (
                <Group gap="xs">
                  <Rating value={goods.rating.avg} fractions={2} readOnly size="sm" aria-label={t('catalogue.product.rating', { rating: goods.rating.avg.toFixed(1) })} />
                  <Text size="sm" c="dimmed">
                    {t('catalogue.product.reviews', { count: goods.rating.count })}
                  </Text>
                </Group>
              )}
              <Paper bg="orange.0" p="md" radius="md">
                <Group gap="md" align="baseline" wrap="wrap">
                  <Text size="sm" c="dimmed">
                    {t('catalogue.product.price')}
                  </Text>
                  <Text fz={28} fw={700} c="orange.8" data-testid="sku-price">
                    {priceText}
                  </Text>
                  {goods.market_price > price && (
                    <Text size="sm" c="dimmed">
                      {t('catalogue.product.market_price')}{' '}
                      <Text component="s" inherit data-testid="market-price">
                        {formatMoney(goods.market_price)}
                      </Text>
                    </Text>
                  )}
                  {discount > 0 && (
                    <Badge color="red" variant="filled" data-testid="discount">
                      {t('catalogue.product.discount', { percent: discount })}
                    </Badge>
                  )}
                </Group>
              </Paper>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
                <Fact label={t('catalogue.product.stock')} testId="sku-stock">
                  {stock}
                </Fact>
                <Fact label={t('catalogue.product.sales')}>{goods.sales}</Fact>
                <Fact label={t('catalogue.product.visits_total')}>{goods.visits_total}</Fact>
                <Fact label={t('catalogue.product.visits_today')}>{goods.visits_today}</Fact>
                {goods.sku_no && <Fact label={t('catalogue.product.sku_no')}>{goods.sku_no}</Fact>}
                {goods.brand && (
                  <Fact label={t('catalogue.product.brand')}>
                    <Anchor component={Link} to={listPath({ brandId: goods.brand.id })} inherit>
                      {goods.brand.name}
                    </Anchor>
                  </Fact>
                )}
              </SimpleGrid>
              {props.length > 0 && (
                <SkuChooser props={props} skus={skus} selection={selection} onChange={setSelection} />
              )}
              {props.length > 0 && missing.length > 0 && (
                <Text size="sm" c="dimmed" data-testid="sku-hint">
                  {t('catalogue.product.choose', { props: missing.join(', ') })}
                </Text>
              )}
              <Group align="flex-end" gap="md">
                <NumberInput
                  label={t('catalogue.product.quantity')}
                  value={shownQuantity}
                  onChange={setQuantity}
                  onBlur={() => {
                    if (typeof quantity !== 'number') setQuantity(1);
                  }}
                  min={1}
                  max={Math.max(maxQuantity, 1)}
                  clampBehavior="blur"
                  allowDecimal={false}
                  allowNegative={false}
                  disabled={maxQuantity === 0}
                  w={140}
                />
                {maxQuantity === 0 && (
                  <Badge color="gray" variant="light" size="lg">
                    {t('catalogue.product.out_of_stock')}
                  </Badge>
                )}
                <AddToCartButton
                  shopGoodsId={goods.shop_goods_id}
                  skuId={sku && maxQuantity > 0 ? sku.sku_id : null}
                  quantity={typeof shownQuantity === 'number' ? shownQuantity : 1}
                />
              </Group>
              <ShopCard shop={goods.shop} />
            </Stack>
          </Grid.Col>
        </Grid>

        <Paper withBorder radius="md" p="md">
          <Tabs defaultValue="description" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="description">{t('catalogue.product.description')}</Tabs.Tab>
              <Tabs.Tab value="comments">
                {t('catalogue.product.comments', { count: comments.data?.total ?? 0 })}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="description" pt="md">
              {goods.description_html ? (
                <SanitizedHtml html={goods.description_html} />
              ) : (
                <Text c="dimmed">{t('catalogue.product.no_description')}</Text>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="comments" pt="md">
              <GoodsComments
                rating={goods.rating ?? null}
                data={comments.data}
                loading={comments.isLoading}
                page={commentPage}
                onPage={setCommentPage}
              />
            </Tabs.Panel>
          </Tabs>
        </Paper>

        <RelatedGoods title={t('catalogue.product.hot_sale')} id={goods.shop_goods_id} kind="sale" />
        <RelatedGoods title={t('catalogue.product.hot_recommend')} id={goods.shop_goods_id} kind="recommend" />
      </Stack>
    </Container>
  );
}

function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py="md" role="status" aria-label={t('app.loading')}>
      <Skeleton h={14} w={240} my="md" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton style={{ aspectRatio: '1 / 1' }} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Skeleton h={32} w="80%" />
            <Skeleton h={72} radius="md" />
            <Skeleton h={16} w="50%" />
            <Skeleton h={16} w="40%" />
            <Skeleton h={36} w="60%" />
            <Skeleton h={88} radius="md" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** Product detail: query id = shop goods id (spec section 2). */
export function ProductPage() {
  const { t } = useTranslation();
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
