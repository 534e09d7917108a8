import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedTable, type PagedResult } from '@/shared/components/paged-table';
import { formatDateTime, formatMoney } from '@/shared/format';
import { ReviewStatusBadge } from '@/shared/approval/review-status-badge';
import { isDecided } from '@/shared/approval/review-status';
import { useRechargeMethods } from '../hooks/use-recharge-methods';

/** What a recharge and a withdrawal record have in common. */
interface ReviewedRecord {
  method: string;
  amount: number;
  status: string;
  remark: string;
  add_time: number;
}

export interface ReviewedRecordsProps<T extends ReviewedRecord> {
  result: PagedResult<T>;
  page: number;
  onPageChange: (page: number) => void;
  label: string;
  emptyText: string;
  rowKey: (record: T) => string | number;
  /** The heading of the column that tells this kind of record apart. */
  detailHeading: string;
  detail: (record: T) => string;
}

/** One page of the user's applications, newest first; the reviewer's remark shows once decided. */
export function ReviewedRecords<T extends ReviewedRecord>({
  detailHeading,
  detail,
  ...table
}: ReviewedRecordsProps<T>) {
  const { t } = useTranslation();
  const { nameOf } = useRechargeMethods();
  return (
    <PagedTable
      {...table}
      minWidth={820}
      head={
        <Table.Tr>
          <Table.Th>{t('wallet.column.time')}</Table.Th>
          <Table.Th>{t('wallet.column.method')}</Table.Th>
          <Table.Th>{t('wallet.column.amount')}</Table.Th>
          <Table.Th>{detailHeading}</Table.Th>
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
            <bdi>{detail(record)}</bdi>
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
