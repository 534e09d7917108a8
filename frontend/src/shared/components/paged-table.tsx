import '@mantine/core/styles/Table.css';
import { Center, Loader, Table, Text, type TableTrProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paged } from '@/shared/api/paged';
import { DataTable, type DataColumn, type RowProps } from './data-table';
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

interface PagedFrameProps<T> {
  result: PagedResult<T>;
  page: number;
  onPageChange: (page: number) => void;
  emptyText: string;
  /** The page's items, shown while the next page loads (dimmed). */
  children: (list: T[], fetching: boolean) => ReactNode;
}

/** One page of a server list with its loading, error and empty states and the pagination. */
function PagedFrame<T>({ result, page, onPageChange, emptyText, children }: PagedFrameProps<T>) {
  const { t } = useTranslation();
  const { data, isFetching, isError, error } = result;
  if (isError && !isFetching) {
    return <LoadFailed error={error} onRetry={() => void result.refetch()} />;
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
      <div style={{ opacity: isFetching ? 0.6 : 1 }}>{children(data.list, isFetching)}</div>
      <Pagination page={page} total={data.total} pageSize={data.page_size} onChange={onPageChange} />
    </>
  );
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

/** A page of a server list in a plain table (the storefront's lists). */
export function PagedTable<T>({ minWidth = 720, label, head, rowKey, renderRow, rowProps, ...frame }: PagedTableProps<T>) {
  return (
    <PagedFrame {...frame}>
      {(list, fetching) => (
        <Table.ScrollContainer minWidth={minWidth} type="native">
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={fetching}>
            <Table.Thead>{head}</Table.Thead>
            <Table.Tbody>
              {list.map((item) => (
                <Table.Tr key={rowKey(item)} {...rowProps?.(item)}>
                  {renderRow(item)}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PagedFrame>
  );
}

export interface PagedDataTableProps<T> {
  result: PagedResult<T>;
  page: number;
  onPageChange: (page: number) => void;
  label: string;
  emptyText: string;
  columns: readonly (DataColumn<T> | false)[];
  rowKey: (item: T) => string | number;
  rowProps?: (item: T) => RowProps;
}

/** A page of a server list in the console's responsive table (cards on a phone). */
export function PagedDataTable<T>({ label, columns, rowKey, rowProps, ...frame }: PagedDataTableProps<T>) {
  return (
    <PagedFrame {...frame}>
      {(list, fetching) => (
        <DataTable items={list} columns={columns} label={label} rowKey={rowKey} rowProps={rowProps} busy={fetching} />
      )}
    </PagedFrame>
  );
}
