import '@mantine/core/styles/Table.css';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('console.column.id')}</Table.Th>
            <Table.Th>{t('console.column.submitted')}</Table.Th>
            <Table.Th>{t('console.column.amount')}</Table.Th>
            <Table.Th>{t('console.column.method')}</Table.Th>
            {withTransaction && <Table.Th>{t('console.column.transaction_id')}</Table.Th>}
            <Table.Th>{t('console.column.status')}</Table.Th>
            <Table.Th>{t('console.column.remark')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Anchor component={Link} to={item.to} size="sm">
                  {shortId(item.id)}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.add_time)}</Table.Td>
              <Table.Td>{formatMoney(item.amount)}</Table.Td>
              <Table.Td>{nameOf(item.method)}</Table.Td>
              {withTransaction && (
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  <bdi>{item.transaction_id}</bdi>
                </Table.Td>
              )}
              <Table.Td>
                <ReviewStatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>{item.remark}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
