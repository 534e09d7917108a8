import '@mantine/core/styles/Table.css';
import { Box, Group, Paper, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';

/** One fact of a row: a column on a wide screen, a labelled line of a card on a phone. */
export interface DataColumn<T> {
  key: string;
  header: ReactNode;
  cell: (item: T) => ReactNode;
  /** On a phone's card, 'title' heads the card and 'actions' closes it (neither labelled). */
  role?: 'title' | 'actions';
  /** Keeps the cell on one line (times, amounts); other cells wrap, so the table fits its card. */
  nowrap?: boolean;
}

/** Extra props of an item's row or card (e.g. an overdue tint). */
export type RowProps = { bg?: string; style?: CSSProperties; title?: string } & Record<`data-${string}`, unknown>;

export interface DataTableProps<T> {
  items: readonly T[];
  /** `false` leaves a column out (a column shown only in some states). */
  columns: readonly (DataColumn<T> | false)[];
  /** The table's (or the card list's) accessible name. */
  label: string;
  rowKey: (item: T) => string | number;
  rowProps?: (item: T) => RowProps;
  busy?: boolean;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The props with the columns left out removed. */
type ShownProps<T> = Omit<DataTableProps<T>, 'columns'> & { columns: DataColumn<T>[] };

function WideTable<T>({ items, columns, label, rowKey, rowProps, busy }: ShownProps<T>) {
  return (
    <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={busy}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key}>{column.header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={rowKey(item)} {...rowProps?.(item)}>
            {columns.map((column) => (
              <Table.Td key={column.key} style={column.nowrap ? NO_WRAP : { overflowWrap: 'anywhere' }}>
                {column.cell(item)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function CardList<T>({ items, columns, label, rowKey, rowProps, busy }: ShownProps<T>) {
  const title = columns.find((column) => column.role === 'title');
  const actions = columns.find((column) => column.role === 'actions');
  const facts = columns.filter((column) => column.role === undefined);
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={label} aria-busy={busy} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Paper component="li" withBorder p="sm" key={rowKey(item)} data-testid="data-card" {...rowProps?.(item)}>
          {title && (
            <Box fw={600} mb="xs" style={{ overflowWrap: 'anywhere' }}>
              {title.cell(item)}
            </Box>
          )}
          <Stack component="dl" gap={6} m={0}>
            {facts.map((column) => (
              <Group key={column.key} justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Text component="dt" size="xs" c="dimmed" style={{ flexShrink: 0, maxWidth: '40%' }}>
                  {column.header}
                </Text>
                <Box component="dd" m={0} ta="end" fz="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {column.cell(item)}
                </Box>
              </Group>
            ))}
          </Stack>
          {actions && (
            <Group mt="sm" gap="xs" wrap="wrap">
              {actions.cell(item)}
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * Every console list: a table from the `sm` breakpoint up (its cells wrap, so it fits its card
 * without scrolling sideways), and below it one card per row with every fact and the actions,
 * since a phone shows only two or three of a table's columns.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });
  const columns = props.columns.filter((column): column is DataColumn<T> => column !== false);
  return wide ? <WideTable {...props} columns={columns} /> : <CardList {...props} columns={columns} />;
}
