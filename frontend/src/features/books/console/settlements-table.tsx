import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedDataTable } from '@/shared/components/paged-table';
import { formatDateTime, formatMoney } from '@/shared/format';
import { useGetSettlementsQuery } from './money-api';
import type { Settlement } from './money-types';

/** console/shop/settlements: each settled order, newest first, with what the seller got. */
export function SettlementsTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const result = useGetSettlementsQuery(page, { refetchOnMountOrArgChange: true });
  return (
    <PagedDataTable<Settlement>
      result={result}
      page={page}
      onPageChange={setPage}
      label={t('console.money.settlements_title')}
      emptyText={t('console.money.no_settlements')}
      rowKey={(settlement) => settlement.order_id}
      columns={[
        { key: 'number', header: t('console.seller.column_number'), role: 'title', cell: (settlement) => <bdi>{settlement.order_sn}</bdi> },
        { key: 'subtotal', header: t('console.money.subtotal'), nowrap: true, cell: (settlement) => formatMoney(settlement.subtotal) },
        { key: 'total', header: t('console.money.total'), nowrap: true, cell: (settlement) => formatMoney(settlement.total) },
        { key: 'commission', header: t('console.money.commission'), nowrap: true, cell: (settlement) => formatMoney(settlement.commission) },
        {
          key: 'net',
          header: t('console.money.net'),
          nowrap: true,
          cell: (settlement) => (
            <Text span inherit fw={600}>
              {formatMoney(settlement.net)}
            </Text>
          ),
        },
        { key: 'settled', header: t('console.money.settled_time'), nowrap: true, cell: (settlement) => formatDateTime(settlement.settled_time) },
      ]}
    />
  );
}
