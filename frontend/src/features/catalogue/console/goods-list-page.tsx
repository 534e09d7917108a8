import './goods-styles';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { pageParam } from '@/shared/query-params';
import { useGetSellerGoodsQuery } from './goods-api';
import { GoodsFilters } from './goods-filters';
import { ALL_GOODS, isGoodsStatus, type GoodsStatusChoice } from './goods-types';
import { GoodsTable } from './goods-table';

/** console/goods/list: the seller's products, searched and filtered through the query string. */
export function GoodsListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keywords = params.get('keywords')?.trim() ?? '';
  const statusParam = params.get('status');
  const status = isGoodsStatus(statusParam) ? statusParam : undefined;
  const page = pageParam(params.get('page'));
  const result = useGetSellerGoodsQuery({ keywords: keywords || undefined, status, page }, { refetchOnMountOrArgChange: true });

  const show = (nextKeywords: string, nextStatus: GoodsStatusChoice, nextPage = 1): void => {
    const query: Record<string, string> = {};
    if (nextKeywords) query.keywords = nextKeywords;
    if (nextStatus !== ALL_GOODS) query.status = nextStatus;
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          {t('console.goods.list.title')}
        </Title>
        <Button component={Link} to={paths.consoleSellerGoodsNew.getHref()}>
          {t('console.goods.list.new')}
        </Button>
      </Group>
      <Paper withBorder p="md">
        {/* Keyed by the query's keywords, so going back in history shows what is searched. */}
        <GoodsFilters key={keywords} keywords={keywords} status={status ?? ALL_GOODS} onChange={show} />
        <GoodsTable
          result={result}
          page={page}
          onPageChange={(next) => {
            show(keywords, status ?? ALL_GOODS, next);
          }}
          filtered={keywords !== '' || status !== undefined}
        />
      </Paper>
    </Stack>
  );
}
