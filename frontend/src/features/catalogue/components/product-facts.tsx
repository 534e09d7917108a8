import { Anchor, Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/shared/format';
import type { GoodsDetail } from '../api/catalogue-types';

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

/** The price of the chosen SKU (or the range), the market price and the discount. */
export function ProductPrice({
  goods,
  price,
  priceText,
  discount,
}: {
  goods: GoodsDetail;
  price: number;
  priceText: string;
  discount: number;
}) {
  const { t } = useTranslation();
  return (
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
  );
}

/** Stock of the chosen SKU, sales, visits, SKU number and brand. */
export function ProductFacts({ goods, stock }: { goods: GoodsDetail; stock: number }) {
  const { t } = useTranslation();
  return (
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
          <Anchor component={Link} to={paths.list.getHref({ brandId: goods.brand.id })} inherit>
            {goods.brand.name}
          </Anchor>
        </Fact>
      )}
    </SimpleGrid>
  );
}
