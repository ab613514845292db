import { Box, Button, Table, useBreakpointValue } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/state-views';
import type { RowSelection } from './use-row-selection';
import { AdminCards } from './admin-cards';
import { TickBox } from './tick-box';

export type AdminColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Hide the column on narrow screens, below this breakpoint. */
  hideBelow?: 'sm' | 'md' | 'lg' | 'xl';
  width?: string;
  /** The list's sort field this column orders by (`sort=field:asc`); its header then sorts. */
  sortField?: string;
};

/** The list's sort (`field:asc|desc`) and how to change it. */
export type TableSort = { value: string | undefined; onChange: (sort: string) => void };

export type AdminTableProps<T> = {
  /** Read by screen readers only: what the table lists. */
  caption: string;
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  columns: AdminColumn<T>[];
  /** Buttons for one row (edit, delete…), shown in a last right-aligned column. */
  actions?: (row: T, index: number) => ReactNode;
  emptyMessage: string;
  isLoading?: boolean;
  /** A failed list query: its message is shown instead of the table. */
  error?: { message: string } | null;
  sort?: TableSort;
  /** Under the empty message: a way out (clear the search). */
  emptyAction?: ReactNode;
  /** Tick boxes for bulk actions: one per row (named by `rowLabel`) and one for the page. */
  selection?: { rows: RowSelection; id: (row: T) => number; rowLabel: (row: T) => string };
  /** Attributes of each row's element: a list ordered by dragging makes its rows places to drop (use-drag-order.ts). */
  rowProps?: (row: T, index: number) => Record<string, unknown>;
};

/** A list of records with loading, error and empty states: <AdminTable caption rows rowKey={(r) => r.id} columns={[{ header, cell }]} actions={(row, i) => …} emptyMessage="…" isLoading error />. */
export function AdminTable<T>(props: AdminTableProps<T>) {
  const { caption, rows, rowKey, columns, actions, emptyMessage, isLoading, error, sort, emptyAction, selection, rowProps } = props;
  // Under 768 px a row of columns cannot be read without scrolling sideways: each row becomes a card.
  const asCards = useBreakpointValue({ base: true, md: false }, { ssr: false });
  if (isLoading) return <LoadingState />;
  if (error) return <ErrorState message={error.message} />;
  if (!rows || rows.length === 0) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" bg="bg.panel">
        <EmptyState message={emptyMessage}>{emptyAction}</EmptyState>
      </Box>
    );
  }
  if (asCards) return <AdminCards {...props} rows={rows} />;
  const hide = (below?: AdminColumn<T>['hideBelow']) => (below ? { base: 'none', [below]: 'table-cell' } : undefined);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg.panel" whiteSpace="normal">
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {selection && (
              <Table.ColumnHeader width="10" py="3">
                <TickBox
                  label="Select every row on this page"
                  checked={selection.rows.page === 'all' ? true : selection.rows.page === 'some' ? 'indeterminate' : false}
                  onChange={selection.rows.togglePage}
                />
              </Table.ColumnHeader>
            )}
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.header}
                width={column.width}
                display={hide(column.hideBelow)}
                py="3"
                aria-sort={sort && column.sortField ? ariaSort(sort.value, column.sortField) : undefined}
              >
                {sort && column.sortField ? <SortButton header={column.header} field={column.sortField} sort={sort} /> : column.header}
              </Table.ColumnHeader>
            ))}
            {actions && (
              <Table.ColumnHeader textAlign="end" py="3">
                Actions
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={rowKey(row)} data-selected={selection?.rows.isSelected(selection.id(row)) ? '' : undefined} {...rowProps?.(row, index)}>
              {selection && (
                <Table.Cell py="3">
                  <TickBox
                    label={selection.rowLabel(row)}
                    checked={selection.rows.isSelected(selection.id(row))}
                    onChange={() => selection.rows.toggle(selection.id(row))}
                  />
                </Table.Cell>
              )}
              {columns.map((column) => (
                <Table.Cell key={column.header} display={hide(column.hideBelow)} py="3" verticalAlign="middle">
                  {column.cell(row)}
                </Table.Cell>
              ))}
              {actions && (
                <Table.Cell textAlign="end" py="2" whiteSpace="nowrap">
                  {actions(row, index)}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

const ariaSort = (value: string | undefined, field: string) => (value === `${field}:asc` ? 'ascending' : value === `${field}:desc` ? 'descending' : 'none');

/** A sortable header: a click sorts by the column, a second click the other way round. */
function SortButton({ header, field, sort }: { header: string; field: string; sort: TableSort }) {
  const current = ariaSort(sort.value, field);
  const Icon = current === 'ascending' ? ArrowUp : current === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <Button
      size="xs"
      variant="ghost"
      px="1"
      ms="-1"
      fontWeight="semibold"
      onClick={() => sort.onChange(`${field}:${current === 'ascending' ? 'desc' : 'asc'}`)}
    >
      {header}
      <Icon aria-hidden />
    </Button>
  );
}
