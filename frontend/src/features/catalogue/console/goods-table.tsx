import { Anchor, Badge, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Paged } from '@/shared/api/paged';
import { PagedDataTable } from '@/shared/components/paged-table';
import { formatMoney } from '@/shared/format';
import type { GoodsRow } from './goods-types';
import { OnSaleSwitch } from './on-sale-switch';
import { TakenDownBadge } from './taken-down-notice';

export interface GoodsTableProps {
  result: { data?: Paged<GoodsRow>; isFetching: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  page: number;
  onPageChange: (page: number) => void;
  filtered: boolean;
}

/** The seller's products, one row each on a wide screen and one card each on a phone. */
export function GoodsTable({ result, page, onPageChange, filtered }: GoodsTableProps) {
  const { t } = useTranslation();
  return (
    <PagedDataTable<GoodsRow>
      result={result}
      page={page}
      onPageChange={onPageChange}
      label={t('console.goods.list.title')}
      emptyText={filtered ? t('console.goods.list.none_found') : t('console.goods.list.empty')}
      rowKey={(goods) => goods.shop_goods_id}
      columns={[
        {
          key: 'product',
          header: t('console.goods.list.column_product'),
          role: 'title',
          cell: (goods) => (
            <Group gap="sm" wrap="nowrap">
              <Image src={goods.cover_image || null} w={48} h={48} fit="cover" radius="sm" alt="" bg="gray.1" />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} lineClamp={2}>
                  <bdi>{goods.name}</bdi>
                </Text>
                <Text size="xs" c="dimmed" fw={400}>
                  {t('console.goods.list.sku_count', { number: goods.sku_count })}
                </Text>
                {goods.taken_down && <TakenDownBadge reason={goods.takedown_reason} />}
              </Stack>
            </Group>
          ),
        },
        { key: 'price', header: t('console.goods.list.column_price'), nowrap: true, cell: (goods) => formatMoney(goods.price) },
        {
          key: 'stock',
          header: t('console.goods.list.column_stock'),
          nowrap: true,
          cell: (goods) => (
            <Group gap={6} wrap="nowrap" justify="inherit">
              <span>{goods.stock}</span>
              {goods.low_stock && (
                <Badge color="red" variant="light" size="sm">
                  {t('console.goods.list.low_stock')}
                </Badge>
              )}
            </Group>
          ),
        },
        { key: 'sales', header: t('console.goods.list.column_sales'), cell: (goods) => goods.sales },
        {
          key: 'on_sale',
          header: t('console.goods.list.column_on_sale'),
          cell: (goods) => <OnSaleSwitch goods={goods} listRefreshing={result.isFetching} />,
        },
        {
          key: 'action',
          header: t('console.column.action'),
          role: 'actions',
          nowrap: true,
          cell: (goods) => (
            <Group gap="sm" wrap="nowrap">
              <Anchor
                component={Link}
                to={paths.consoleSellerGoodsEdit.getHref(goods.shop_goods_id)}
                size="sm"
                aria-label={t('console.goods.list.edit_label', { name: goods.name })}
              >
                {t('console.goods.list.edit')}
              </Anchor>
              <Anchor
                component={Link}
                to={paths.consoleSellerGoodsStock.getHref(goods.shop_goods_id)}
                size="sm"
                aria-label={t('console.goods.list.history_label', { name: goods.name })}
              >
                {t('console.goods.list.history')}
              </Anchor>
            </Group>
          ),
        },
      ]}
    />
  );
}
