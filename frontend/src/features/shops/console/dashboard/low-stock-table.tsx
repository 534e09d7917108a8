import { Anchor, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/shared/components/data-table';
import { sellerGoodsPath, skuPropsText } from './dashboard-links';
import type { LowStockSku } from './dashboard-types';

/** The SKUs running low, lowest first, each leading to its product's screen to restock it. */
export function LowStockTable({ skus, threshold }: { skus: LowStockSku[]; threshold: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm" data-testid="low-stock-threshold">
        {t('console.seller_dashboard.low_stock_hint', { threshold })}
      </Text>
      {skus.length === 0 ? (
        <Text c="green.8">{t('console.seller_dashboard.no_low_stock')}</Text>
      ) : (
        <DataTable<LowStockSku>
          items={skus}
          label={t('console.seller_dashboard.low_stock_title')}
          rowKey={(sku) => sku.sku_id}
          columns={[
            {
              key: 'product',
              header: t('console.seller_dashboard.column_product'),
              role: 'title',
              cell: (sku) => (
                <Anchor component={Link} to={sellerGoodsPath(sku.shop_goods_id)} size="sm">
                  <bdi>{sku.name}</bdi>
                </Anchor>
              ),
            },
            {
              key: 'sku',
              header: t('console.seller_dashboard.column_sku'),
              cell: (sku) => (
                <Text size="sm" c="dimmed">
                  {skuPropsText(sku.props_desc) || '—'}
                </Text>
              ),
            },
            {
              key: 'stock',
              header: t('console.seller_dashboard.column_stock'),
              nowrap: true,
              cell: (sku) => (
                <Badge color={sku.stock === 0 ? 'red' : 'orange'} variant="light">
                  {sku.stock}
                </Badge>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
