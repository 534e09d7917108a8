import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { PagedDataTable } from '@/shared/components/paged-table';
import { formatDateTime } from '@/shared/format';
import { pageParam, positiveInt } from '@/shared/query-params';
import { useGetSellerGoodsDetailQuery, useGetStockHistoryQuery } from './goods-api';
import type { StockKind, StockMovement } from './goods-types';
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

/** The order a movement belongs to, by the number the seller knows it by, opening its page. */
function OrderLink({ movement }: { movement: StockMovement }) {
  if (!movement.order_id) return '—';
  return (
    <Anchor component={Link} to={paths.consoleSellerOrderDetail.getHref(movement.order_id)} size="sm" title={movement.order_id}>
      <bdi>{movement.order_sn ?? movement.order_id}</bdi>
    </Anchor>
  );
}

function MovementsTable({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation();
  const skuName = useSkuName();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const result = useGetStockHistoryQuery({ goodsId, page }, { refetchOnMountOrArgChange: true });
  return (
    <PagedDataTable<StockMovement>
      result={result}
      page={page}
      onPageChange={(next) => {
        setParams(next > 1 ? { page: String(next) } : {});
      }}
      label={t('console.goods.history.title')}
      emptyText={t('console.goods.history.empty')}
      rowKey={(movement) => `${String(movement.time)}-${String(movement.sku_id)}-${movement.kind}-${String(movement.stock_after)}`}
      columns={[
        {
          key: 'kind',
          header: t('console.goods.history.column_kind'),
          role: 'title',
          cell: (movement) => (
            <Badge variant="light" color="gray" tt="none" data-testid="movement-kind">
              {t(STOCK_KIND_LABELS[movement.kind as StockKind])}
            </Badge>
          ),
        },
        { key: 'time', header: t('console.column.time'), nowrap: true, cell: (movement) => formatDateTime(movementSeconds(movement.time)) },
        { key: 'sku', header: t('console.goods.history.column_sku'), cell: (movement) => skuName(movement.props_desc) },
        { key: 'delta', header: t('console.goods.history.column_delta'), cell: (movement) => <Delta delta={movement.delta} /> },
        { key: 'after', header: t('console.goods.history.column_after'), cell: (movement) => movement.stock_after },
        { key: 'order', header: t('console.goods.history.column_order'), cell: (movement) => <OrderLink movement={movement} /> },
      ]}
    />
  );
}

/** console/goods/stock_history: every change of a product's stock, newest first. */
export function StockHistoryPage() {
  const { t } = useTranslation();
  const goodsId = positiveInt(useParams().goodsId);
  const detail = useGetSellerGoodsDetailQuery(goodsId ?? 0, { skip: goodsId === undefined });
  if (goodsId === undefined) return <Navigate to={paths.error404.getHref()} replace />;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {detail.data ? t('console.goods.history.title_of', { name: detail.data.name }) : t('console.goods.history.title')}
        </Title>
        <Group gap="md">
          <Anchor component={Link} to={paths.consoleSellerGoodsEdit.getHref(goodsId)} size="sm">
            {t('console.goods.list.edit')}
          </Anchor>
          <Anchor component={Link} to={paths.consoleSellerGoods.getHref()} size="sm">
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
