import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
        <Table verticalSpacing="xs" aria-label={t('console.seller_dashboard.low_stock_title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('console.seller_dashboard.column_product')}</Table.Th>
              <Table.Th>{t('console.seller_dashboard.column_sku')}</Table.Th>
              <Table.Th ta="end">{t('console.seller_dashboard.column_stock')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {skus.map((sku) => (
              <Table.Tr key={sku.sku_id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Anchor component={Link} to={sellerGoodsPath(sku.shop_goods_id)} size="sm">
                    {sku.name}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text size="sm" c="dimmed">
                    {skuPropsText(sku.props_desc) || '—'}
                  </Text>
                </Table.Td>
                <Table.Td ta="end">
                  <Badge color={sku.stock === 0 ? 'red' : 'orange'} variant="light">
                    {sku.stock}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
