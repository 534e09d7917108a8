import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/shared/components/paged-table';
import { formatDateTime, formatMoney } from '@/shared/format';
import { useGetWalletHistoryQuery } from '../api/wallet-api';
import { entryKindLabel } from '../entry-kind';
import { EntryRemark } from './entry-remark';
import { SignedMoney } from './signed-money';

/** mine/wealth/history: what moved the balance, newest first, with the balances after each entry. */
export function WalletHistory({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const result = useGetWalletHistoryQuery(page, { refetchOnMountOrArgChange: true });
  return (
    <PagedTable
      result={result}
      page={page}
      onPageChange={onPageChange}
      label={t('wallet.tabs.history')}
      emptyText={t('wallet.history.empty')}
      rowKey={(entry) => entry.entry_id}
      head={
        <Table.Tr>
          <Table.Th>{t('wallet.column.time')}</Table.Th>
          <Table.Th>{t('wallet.column.kind')}</Table.Th>
          <Table.Th>{t('wallet.column.change')}</Table.Th>
          <Table.Th>{t('wallet.column.available_after')}</Table.Th>
          <Table.Th>{t('wallet.column.frozen_after')}</Table.Th>
          <Table.Th>{t('wallet.column.remark')}</Table.Th>
        </Table.Tr>
      }
      renderRow={(entry) => (
        <>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.add_time)}</Table.Td>
          <Table.Td>{t(entryKindLabel(entry.kind))}</Table.Td>
          <Table.Td>
            <Stack gap={2}>
              <SignedMoney cents={entry.amount_change} />
              {entry.frozen_change !== 0 && (
                <Text size="xs" c="dimmed">
                  {t('wallet.history.frozen_change')} <SignedMoney cents={entry.frozen_change} size="xs" fw={400} />
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td>{formatMoney(entry.amount)}</Table.Td>
          <Table.Td>{formatMoney(entry.frozen_amount)}</Table.Td>
          <Table.Td>
            <EntryRemark entry={entry} />
          </Table.Td>
        </>
      )}
    />
  );
}
