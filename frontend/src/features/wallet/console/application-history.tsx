import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/shared/components/data-table';
import { formatDateTime, formatMoney } from '@/shared/format';
import { ReviewStatusBadge } from '@/shared/approval/review-status-badge';
import { shortId } from '@/shared/approval/application-id';
import { useRechargeMethods } from '../hooks/use-recharge-methods';

/** One row of a user's other recharges or withdrawals, as both detail pages list them. */
export interface HistoryRow {
  id: string;
  to: string;
  add_time: number;
  amount: number;
  method: string;
  status: string;
  remark: string;
  /** Recharges only: the column shows when the rows carry it. */
  transaction_id?: string;
}

interface ApplicationHistoryProps {
  rows: HistoryRow[];
  label: string;
  empty: string;
  withTransaction?: boolean;
}

/** A reviewer's view of the user's other applications, newest first, each linking to its page. */
export function ApplicationHistory({ rows, label, empty, withTransaction = false }: ApplicationHistoryProps) {
  const { t } = useTranslation();
  const { nameOf } = useRechargeMethods();
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <DataTable<HistoryRow>
      items={rows}
      label={label}
      rowKey={(item) => item.id}
      columns={[
        {
          key: 'id',
          header: t('console.column.id'),
          role: 'title',
          cell: (item) => (
            <Anchor component={Link} to={item.to} size="sm">
              {shortId(item.id)}
            </Anchor>
          ),
        },
        { key: 'submitted', header: t('console.column.submitted'), nowrap: true, cell: (item) => formatDateTime(item.add_time) },
        { key: 'amount', header: t('console.column.amount'), nowrap: true, cell: (item) => formatMoney(item.amount) },
        { key: 'method', header: t('console.column.method'), cell: (item) => nameOf(item.method) },
        withTransaction && {
          key: 'transaction',
          header: t('console.column.transaction_id'),
          cell: (item) => <bdi>{item.transaction_id}</bdi>,
        },
        { key: 'status', header: t('console.column.status'), cell: (item) => <ReviewStatusBadge status={item.status} /> },
        { key: 'remark', header: t('console.column.remark'), cell: (item) => <bdi>{item.remark}</bdi> },
      ]}
    />
  );
}
