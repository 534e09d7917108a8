import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { consoleSellerGoodsEditPath, paths } from '@/app/routes';
import { PagedTable } from '@/shared/components/paged-table';
import { formatDateTime } from '@/shared/format';
import { pageParam, positiveInt } from '@/shared/query-params';
import { useGetSellerGoodsDetailQuery, useGetStockHistoryQuery } from './goods-api';
import type { StockMovement } from './goods-types';
import { STOCK_KIND_LABELS, movementSeconds } from './stock';
import { useSkuName } from './use-sku-name';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function Delta({ delta }: { delta: number }) {
  const color = delta > 0 ? 'teal.8' : delta < 0 ? 'red.8' : undefined;
  return (
    <Text size="sm" fw={600} c={color} style={NO_WRAP}>
      <bdi>{delta > 0 ? `+${String(delta)}` : String(delta)}</bdi>
    </Text>
  );
}

function MovementsTable({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation();
  const skuName = useSkuName();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const result = useGetStockHistoryQuery({ goodsId, page }, { refetchOnMountOrArgChange: true });
  return (
    <PagedTable<StockMovement>
      result={result}
      page={page}
      onPageChange={(next) => {
        setParams(next > 1 ? { page: String(next) } : {});
      }}
      label={t('console.goods.history.title')}
      emptyText={t('console.goods.history.empty')}
      minWidth={720}
      rowKey={(movement) => `${movement.time}-${String(movement.sku_id)}-${movement.kind}-${String(movement.stock_after)}`}
      head={
        <Table.Tr>
          <Table.Th>{t('console.column.time')}</Table.Th>
          <Table.Th>{t('console.goods.history.column_sku')}</Table.Th>
          <Table.Th>{t('console.goods.history.column_kind')}</Table.Th>
          <Table.Th>{t('console.goods.history.column_delta')}</Table.Th>
          <Table.Th>{t('console.goods.history.column_after')}</Table.Th>
          <Table.Th>{t('console.goods.history.column_order')}</Table.Th>
        </Table.Tr>
      }
      renderRow={(movement) => (
        <>
          <Table.Td style={NO_WRAP}>{formatDateTime(movementSeconds(movement.time))}</Table.Td>
          <Table.Td>{skuName(movement.props_desc)}</Table.Td>
          <Table.Td>
            <Badge variant="light" color="gray">
              {t(STOCK_KIND_LABELS[movement.kind])}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Delta delta={movement.delta} />
          </Table.Td>
          <Table.Td>{movement.stock_after}</Table.Td>
          <Table.Td>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {movement.order_id ?? '—'}
            </Text>
          </Table.Td>
        </>
      )}
    />
  );
}

/** console/goods/stock_history: every change of a product's stock, newest first. */
export function StockHistoryPage() {
  const { t } = useTranslation();
  const goodsId = positiveInt(useParams().goodsId);
  const detail = useGetSellerGoodsDetailQuery(goodsId ?? 0, { skip: goodsId === undefined });
  if (goodsId === undefined) return <Navigate to={paths.error404} replace />;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {detail.data ? t('console.goods.history.title_of', { name: detail.data.name }) : t('console.goods.history.title')}
        </Title>
        <Group gap="md">
          <Anchor component={Link} to={consoleSellerGoodsEditPath(goodsId)} size="sm">
            {t('console.goods.list.edit')}
          </Anchor>
          <Anchor component={Link} to={paths.consoleSellerGoods} size="sm">
            {t('console.goods.form.back_to_list')}
          </Anchor>
        </Group>
      </Group>
      <Paper withBorder p="md">
        <MovementsTable goodsId={goodsId} />
      </Paper>
    </Stack>
  );
}
