import '@mantine/core/styles/Tooltip.css';
import { Button, CopyButton, Group, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/shared/components/paged-table';
import { formatDateTime, formatMoney } from '@/shared/format';
import { useGetDayClosesQuery } from './ledger-api';
import { shortHash } from './ledger';
import { DAY_TOTAL_KINDS, type DayTotals } from './ledger-types';

const TOTAL_LABELS: Record<keyof DayTotals, string> = {
  recharges: 'console.books.total.recharges',
  payments: 'console.books.total.payments',
  refunds: 'console.books.total.refunds',
  settlements: 'console.books.total.settlements',
  commission: 'console.books.total.commission',
  withdrawals: 'console.books.total.withdrawals',
};

/** The hash chain's link: its start on screen, the whole of it on hover and on copy. */
function HashCell({ hash }: { hash: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={hash} maw={320} multiline style={{ wordBreak: 'break-all' }}>
        <Text size="sm" ff="monospace" title={hash} data-testid="close-hash">
          {shortHash(hash)}…
        </Text>
      </Tooltip>
      <CopyButton value={hash}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={t('console.books.copy_hash')}>
            {copied ? t('console.common.copied') : t('console.common.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** console/audit/closes: the closed days, newest first, with what moved and their hashes. */
export function ClosesTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const result = useGetDayClosesQuery(page, { refetchOnMountOrArgChange: true });
  return (
    <PagedTable
      result={result}
      page={page}
      onPageChange={setPage}
      label={t('console.books.closes_title')}
      emptyText={t('console.books.no_closes')}
      minWidth={1180}
      rowKey={(close) => close.date}
      head={
        <Table.Tr>
          <Table.Th>{t('console.books.date')}</Table.Th>
          {DAY_TOTAL_KINDS.map((kind) => (
            <Table.Th key={kind}>{t(TOTAL_LABELS[kind])}</Table.Th>
          ))}
          <Table.Th>{t('console.books.events')}</Table.Th>
          <Table.Th>{t('console.books.hash')}</Table.Th>
          <Table.Th>{t('console.books.closed')}</Table.Th>
        </Table.Tr>
      }
      renderRow={(close) => (
        <>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{close.date}</Table.Td>
          {DAY_TOTAL_KINDS.map((kind) => (
            <Table.Td key={kind} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(close.totals[kind])}
            </Table.Td>
          ))}
          <Table.Td>{close.events}</Table.Td>
          <Table.Td>
            <HashCell hash={close.hash} />
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(close.closed_time)}
            </Text>
            <Text size="xs" c="dimmed">
              {close.closed_by === 0 ? t('console.books.closed_by_system') : t('console.books.closed_by_uid', { uid: close.closed_by })}
            </Text>
          </Table.Td>
        </>
      )}
    />
  );
}
