import { Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/shared/components/paged-table';
import { formatDateTime, formatMoney } from '@/shared/format';
import { useGetSettlementsQuery } from './money-api';

/** console/shop/settlements: each settled order, newest first, with what the seller got. */
export function SettlementsTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const result = useGetSettlementsQuery(page, { refetchOnMountOrArgChange: true });
  return (
    <PagedTable
      result={result}
      page={page}
      onPageChange={setPage}
      label={t('console.money.settlements_title')}
      emptyText={t('console.money.no_settlements')}
      minWidth={760}
      rowKey={(settlement) => settlement.order_id}
      head={
        <Table.Tr>
          <Table.Th>{t('console.seller.column_number')}</Table.Th>
          <Table.Th>{t('console.money.subtotal')}</Table.Th>
          <Table.Th>{t('console.money.total')}</Table.Th>
          <Table.Th>{t('console.money.commission')}</Table.Th>
          <Table.Th>{t('console.money.net')}</Table.Th>
          <Table.Th>{t('console.money.settled_time')}</Table.Th>
        </Table.Tr>
      }
      renderRow={(settlement) => (
        <>
          <Table.Td>
            <bdi>{settlement.order_sn}</bdi>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(settlement.subtotal)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(settlement.total)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(settlement.commission)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }} fw={600}>
            {formatMoney(settlement.net)}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(settlement.settled_time)}</Table.Td>
        </>
      )}
    />
  );
}
