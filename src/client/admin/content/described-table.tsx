import type { ReactNode } from 'react';
import { AdminTable } from '../components/admin-table';
import { SectionHeader } from '../components/section-header';
import { toAdminColumn } from './column-cell';
import { ClearViewButton, emptyListMessage, ListToolbar, Pager } from '../components/list-controls';
import type { ListView } from '../components/use-list-view';
import type { RowSelection } from '../components/use-row-selection';
import type { ListQuery, ReadOnlySectionDescription } from './section-description';

type Props<Row extends { id: number }> = {
  section: Pick<ReadOnlySectionDescription<Row>, 'title' | 'description' | 'caption' | 'emptyMessage' | 'columns' | 'noun' | 'nameField'>;
  list: ListQuery<Row>;
  /** The page, search and sort in the URL (components/use-list-view.ts). */
  view: ListView;
  headerActions?: ReactNode;
  /** The list's own filters, beside the search box. */
  filters?: ReactNode;
  rowActions: (row: Row, index: number) => ReactNode;
  /** Tick boxes for bulk actions, and the bar that acts on the ticked rows (drawn over the table). */
  selection?: { rows: RowSelection; bar: ReactNode };
  /** A list being reordered by dragging: its rows in the order shown, and what makes each a place to drop. */
  ordering?: { rows: Row[] | undefined; rowProps: (row: Row, index: number) => Record<string, unknown> };
};

/** A described section's header and table, shared by the editable and the read-only sections. */
export function DescribedTable<Row extends { id: number }>({ section, list, view, headerActions, filters, rowActions, selection, ordering }: Props<Row>) {
  const rows = ordering?.rows ?? list.data?.data;
  const meta = list.data?.meta;
  const plural = `${section.noun}s`;
  return (
    <>
      <SectionHeader
        title={section.title}
        description={typeof section.description === 'function' ? section.description(rows) : section.description}
        actions={headerActions}
      />
      <ListToolbar view={view} searchLabel={`Search ${plural}`} noun={[section.noun, plural]} meta={meta}>
        {filters}
      </ListToolbar>
      {selection?.bar}
      <AdminTable
        caption={section.caption}
        rows={rows}
        rowKey={(row) => row.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyMessage={emptyListMessage(view, plural, section.emptyMessage)}
        emptyAction={view.isNarrowed && <ClearViewButton view={view} />}
        columns={section.columns.map(toAdminColumn)}
        actions={rowActions}
        sort={{ value: view.sort, onChange: view.setSort }}
        rowProps={ordering?.rowProps}
        selection={selection && { rows: selection.rows, id: (row) => row.id, rowLabel: (row) => `Select ${section.noun} “${String(row[section.nameField])}”` }}
      />
      <Pager view={view} meta={meta} />
    </>
  );
}
