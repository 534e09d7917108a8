import { Anchor, Group, Image, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { GoodsCard } from '../api/catalogue-types';
import { PriceLine } from './price';
import { PLACEHOLDER_IMAGE } from './product-card';

interface MiniGoodsListProps {
  title: string;
  goods: GoodsCard[] | undefined;
  loading?: boolean;
  /** Rows shown while loading: the number asked for, so the list does not grow when it comes. */
  placeholderRows?: number;
}

/** A compact titled list of goods (sidebars: recommended, hot sale). Hidden when empty. */
export function MiniGoodsList({ title, goods, loading, placeholderRows = 4 }: MiniGoodsListProps) {
  if (!loading && !goods?.length) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">
        {loading
          ? Array.from({ length: placeholderRows }, (_, index) => <Skeleton key={index} h={56} />)
          : goods?.map((item) => (
              <Group key={item.shop_goods_id} gap="sm" wrap="nowrap" align="flex-start" data-testid="product-card">
                <Image
                  src={item.cover_image || null}
                  fallbackSrc={PLACEHOLDER_IMAGE}
                  alt=""
                  w={56}
                  h={56}
                  radius="sm"
                  loading="lazy"
                  style={{ flexShrink: 0 }}
                />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={paths.product.getHref(item.shop_goods_id)} size="sm" c="dark" lineClamp={2}>
                    <bdi>{item.name}</bdi>
                  </Anchor>
                  <PriceLine price={item.price} marketPrice={item.market_price} size="sm" />
                </Stack>
              </Group>
            ))}
      </Stack>
    </Paper>
  );
}
