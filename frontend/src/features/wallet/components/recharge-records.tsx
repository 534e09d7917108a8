import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/shared/components/paged-table';
import { formatDateTime, formatMoney } from '@/shared/format';
import { ReviewStatusBadge } from '@/shared/approval/review-status-badge';
import { isDecided } from '@/shared/approval/review-status';
import { useGetRechargeListQuery } from '../api/wallet-api';
import { useRechargeMethods } from '../hooks/use-recharge-methods';

/** mine/wealth/recharge/list, newest first; the reviewer's remark shows once decided. */
export function RechargeRecords({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const { nameOf } = useRechargeMethods();
  const result = useGetRechargeListQuery(page, { refetchOnMountOrArgChange: true });
  return (
    <PagedTable
      result={result}
      page={page}
      onPageChange={onPageChange}
      label={t('wallet.tabs.recharge')}
      emptyText={t('wallet.recharge.empty')}
      minWidth={820}
      rowKey={(record) => record.recharge_id}
      head={
        <Table.Tr>
          <Table.Th>{t('wallet.column.time')}</Table.Th>
          <Table.Th>{t('wallet.column.method')}</Table.Th>
          <Table.Th>{t('wallet.column.amount')}</Table.Th>
          <Table.Th>{t('wallet.column.transaction_id')}</Table.Th>
          <Table.Th>{t('wallet.column.status')}</Table.Th>
          <Table.Th>{t('wallet.column.remark')}</Table.Th>
        </Table.Tr>
      }
      renderRow={(record) => (
        <>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(record.add_time)}</Table.Td>
          <Table.Td>{nameOf(record.method)}</Table.Td>
          <Table.Td>{formatMoney(record.amount)}</Table.Td>
          <Table.Td style={{ wordBreak: 'break-all' }}>
            <bdi>{record.transaction_id}</bdi>
          </Table.Td>
          <Table.Td>
            <ReviewStatusBadge status={record.status} />
          </Table.Td>
          <Table.Td>{isDecided(record.status) ? record.remark : ''}</Table.Td>
        </>
      )}
    />
  );
}
