import '@mantine/core/styles/Tooltip.css';
import { Button, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedDataTable } from '@/shared/components/paged-table';
import { formatDateTime, formatMoney } from '@/shared/format';
import { useGetDayClosesQuery } from './ledger-api';
import { shortHash } from './ledger';
import { DAY_TOTAL_KINDS, type DayClose, type DayTotals } from './ledger-types';

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
    <PagedDataTable<DayClose>
      result={result}
      page={page}
      onPageChange={setPage}
      label={t('console.books.closes_title')}
      emptyText={t('console.books.no_closes')}
      rowKey={(close) => close.date}
      columns={[
        { key: 'date', header: t('console.books.date'), role: 'title', nowrap: true, cell: (close) => close.date },
        ...DAY_TOTAL_KINDS.map((kind) => ({
          key: kind,
          header: t(TOTAL_LABELS[kind]),
          nowrap: true,
          cell: (close: DayClose) => formatMoney(close.totals[kind]),
        })),
        { key: 'events', header: t('console.books.events'), cell: (close) => close.events },
        { key: 'hash', header: t('console.books.hash'), cell: (close) => <HashCell hash={close.hash} /> },
        {
          key: 'closed',
          header: t('console.books.closed'),
          cell: (close) => (
            <>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(close.closed_time)}
              </Text>
              <Text size="xs" c="dimmed">
                {close.closed_by === 0 ? t('console.books.closed_by_system') : t('console.books.closed_by_uid', { uid: close.closed_by })}
              </Text>
            </>
          ),
        },
      ]}
    />
  );
}
