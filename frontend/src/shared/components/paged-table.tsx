import '@mantine/core/styles/Table.css';
import { Center, Loader, Table, Text, type TableTrProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paged } from '@/shared/api/paged';
import { LoadFailed } from './load-failed';
import { Pagination } from './pagination';

/** The parts of an RTK Query result a paged table reads. */
export interface PagedResult<T> {
  data?: Paged<T>;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface PagedTableProps<T> {
  result: PagedResult<T>;
  page: number;
  onPageChange: (page: number) => void;
  /** The table's accessible name. */
  label: string;
  emptyText: string;
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth?: number;
  head: ReactNode;
  rowKey: (item: T) => string | number;
  renderRow: (item: T) => ReactNode;
  /** Extra props of an item's row (e.g. a highlight). */
  rowProps?: (item: T) => TableTrProps & Record<`data-${string}`, unknown>;
}

/** One page of a server list in a table, with its loading, error and empty states and the pagination. */
export function PagedTable<T>({
  result,
  page,
  onPageChange,
  label,
  emptyText,
  minWidth = 720,
  head,
  rowKey,
  renderRow,
  rowProps,
}: PagedTableProps<T>) {
  const { t } = useTranslation();
  const { data, isFetching, isError, error } = result;
  if (isError && !isFetching) {
    return (
      <LoadFailed error={error} onRetry={() => void result.refetch()} />
    );
  }
  if (!data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (data.list.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  }
  return (
    <>
      {/* The previous page stays, dimmed, while the next one loads. */}
      <Table.ScrollContainer minWidth={minWidth} type="native" style={{ opacity: isFetching ? 0.6 : 1 }}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={isFetching}>
          <Table.Thead>{head}</Table.Thead>
          <Table.Tbody>
            {data.list.map((item) => (
              <Table.Tr key={rowKey(item)} {...rowProps?.(item)}>
                {renderRow(item)}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pagination page={page} total={data.total} pageSize={data.page_size} onChange={onPageChange} />
    </>
  );
}
