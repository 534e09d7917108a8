import { Anchor, AspectRatio, Box, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FavoriteHeart } from './favorite-heart';
import type { GoodsCard } from '../api/catalogue-types';
import { PriceLine } from './price';

/**
 * How a card's image loads: 'lazy' below the fold; 'eager' for cards likely on the first
 * screen; 'high' for the first of them, usually the page's largest paint.
 */
export type ImagePriority = 'high' | 'eager' | 'lazy';

const IMAGE_LOADING: Record<ImagePriority, { loading?: 'lazy'; fetchPriority?: 'high' }> = {
  high: { fetchPriority: 'high' },
  eager: {},
  lazy: { loading: 'lazy' },
};

export function ProductCard({ goods, imagePriority = 'lazy' }: { goods: GoodsCard; imagePriority?: ImagePriority }) {
  const { t } = useTranslation();
  const to = paths.product.getHref(goods.shop_goods_id);
  return (
    <Card component="article" withBorder padding="sm" radius="md" data-testid="product-card" h="100%">
      <Card.Section pos="relative">
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <AspectRatio ratio={1}>
            <Image
              src={goods.cover_image || null}
              alt=""
              fit="cover"
              fallbackSrc={PLACEHOLDER_IMAGE}
              {...IMAGE_LOADING[imagePriority]}
            />
          </AspectRatio>
        </Link>
        {/* At the image's bottom corner: product pictures often carry a round badge at the top
            corner (the demo ones do), and a white heart over it read as two offset discs. */}
        <Box pos="absolute" bottom={8} lh={0} style={{ insetInlineEnd: 8 }} data-testid="favorite-heart-spot">
          <FavoriteHeart shopGoodsId={goods.shop_goods_id} isFavorite={goods.is_favorite} size="md" />
        </Box>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Anchor component={Link} to={to} c="dark" size="sm" fw={500} lineClamp={2} underline="hover">
          <bdi>{goods.name}</bdi>
        </Anchor>
        <PriceLine price={goods.price} marketPrice={goods.market_price} />
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
            <bdi>{goods.shop.name}</bdi>
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {t('catalogue.card.sold', { count: goods.sales })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

const GRID_COLS = { base: 2, sm: 3, md: 4, lg: 5 };

export interface ProductGridProps {
  goods: GoodsCard[];
  cols?: Record<string, number>;
  /** How many leading cards load their image at once; set where the grid opens the page. */
  eagerImages?: number;
}

function imagePriorityAt(index: number, eagerImages: number): ImagePriority {
  if (index >= eagerImages) return 'lazy';
  return index === 0 ? 'high' : 'eager';
}

export function ProductGrid({ goods, cols = GRID_COLS, eagerImages = 0 }: ProductGridProps) {
  return (
    <SimpleGrid cols={cols} spacing="md">
      {goods.map((item, index) => (
        <ProductCard key={item.shop_goods_id} goods={item} imagePriority={imagePriorityAt(index, eagerImages)} />
      ))}
    </SimpleGrid>
  );
}

/** The grid's shape while the goods load. */
export function ProductGridSkeleton({ count = 10, cols = GRID_COLS }: { count?: number; cols?: Record<string, number> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={cols} spacing="md" aria-busy="true" aria-label={t('app.loading')} role="status">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder padding="sm" radius="md">
          <Card.Section>
            <AspectRatio ratio={1}>
              <Skeleton radius={0} />
            </AspectRatio>
          </Card.Section>
          <Skeleton height={12} mt="sm" />
          <Skeleton height={12} mt={6} width="60%" />
          <Skeleton height={16} mt={8} width="40%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** A neutral square for goods without an image (no network request). */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#f1f3f5"/>' +
      '<path d="M30 65l12-15 9 11 7-8 12 12z" fill="#ced4da"/><circle cx="40" cy="38" r="6" fill="#ced4da"/></svg>',
  );
