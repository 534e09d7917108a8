import { Anchor, Badge, Group, Image, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consoleSellerGoodsEditPath, consoleSellerGoodsStockPath } from '@/app/routes';
import type { Paged } from '@/shared/api/paged';
import { PagedTable } from '@/shared/components/paged-table';
import { formatMoney } from '@/shared/format';
import type { GoodsRow } from './goods-types';
import { OnSaleSwitch } from './on-sale-switch';

export interface GoodsTableProps {
  result: { data?: Paged<GoodsRow>; isFetching: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  page: number;
  onPageChange: (page: number) => void;
  filtered: boolean;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The seller's products, one row each; on a phone the table scrolls inside its own box. */
export function GoodsTable({ result, page, onPageChange, filtered }: GoodsTableProps) {
  const { t } = useTranslation();
  return (
    <PagedTable
      result={result}
      page={page}
      onPageChange={onPageChange}
      label={t('console.goods.list.title')}
      emptyText={filtered ? t('console.goods.list.none_found') : t('console.goods.list.empty')}
      minWidth={820}
      rowKey={(goods) => goods.shop_goods_id}
      head={
        <Table.Tr>
          <Table.Th>{t('console.goods.list.column_product')}</Table.Th>
          <Table.Th>{t('console.goods.list.column_price')}</Table.Th>
          <Table.Th>{t('console.goods.list.column_stock')}</Table.Th>
          <Table.Th>{t('console.goods.list.column_sales')}</Table.Th>
          <Table.Th>{t('console.goods.list.column_on_sale')}</Table.Th>
          <Table.Th>{t('console.column.action')}</Table.Th>
        </Table.Tr>
      }
      renderRow={(goods) => (
        <>
          <Table.Td>
            <Group gap="sm" wrap="nowrap">
              <Image src={goods.cover_image || null} w={48} h={48} fit="cover" radius="sm" alt="" bg="gray.1" />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} lineClamp={2}>
                  {goods.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('console.goods.list.sku_count', { number: goods.sku_count })}
                </Text>
              </Stack>
            </Group>
          </Table.Td>
          <Table.Td style={NO_WRAP}>{formatMoney(goods.price)}</Table.Td>
          <Table.Td style={NO_WRAP}>
            <Group gap={6} wrap="nowrap">
              <span>{goods.stock}</span>
              {goods.low_stock && (
                <Badge color="red" variant="light" size="sm">
                  {t('console.goods.list.low_stock')}
                </Badge>
              )}
            </Group>
          </Table.Td>
          <Table.Td>{goods.sales}</Table.Td>
          <Table.Td>
            <OnSaleSwitch goods={goods} listRefreshing={result.isFetching} />
          </Table.Td>
          <Table.Td style={NO_WRAP}>
            <Group gap="sm" wrap="nowrap">
              <Anchor
                component={Link}
                to={consoleSellerGoodsEditPath(goods.shop_goods_id)}
                size="sm"
                aria-label={t('console.goods.list.edit_label', { name: goods.name })}
              >
                {t('console.goods.list.edit')}
              </Anchor>
              <Anchor
                component={Link}
                to={consoleSellerGoodsStockPath(goods.shop_goods_id)}
                size="sm"
                aria-label={t('console.goods.list.history_label', { name: goods.name })}
              >
                {t('console.goods.list.history')}
              </Anchor>
            </Group>
          </Table.Td>
        </>
      )}
    />
  );
}
