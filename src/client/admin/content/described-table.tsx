import type { ReactNode } from 'react';
import { AdminTable } from '../components/admin-table';
import { SectionHeader } from '../components/section-header';
import { toAdminColumn } from './column-cell';
import type { ReadOnlySectionDescription } from './section-description';

type Props<Row extends { id: number }> = {
  section: Pick<ReadOnlySectionDescription<Row>, 'title' | 'description' | 'caption' | 'emptyMessage' | 'columns'>;
  list: { data?: { data: Row[] }; isLoading: boolean; error: { message: string } | null };
  headerActions?: ReactNode;
  rowActions: (row: Row, index: number) => ReactNode;
};

/** A described section's header and table, shared by the editable and the read-only sections. */
export function DescribedTable<Row extends { id: number }>({ section, list, headerActions, rowActions }: Props<Row>) {
  const rows = list.data?.data;
  return (
    <>
      <SectionHeader
        title={section.title}
        description={typeof section.description === 'function' ? section.description(rows) : section.description}
        actions={headerActions}
      />
      <AdminTable
        caption={section.caption}
        rows={rows}
        rowKey={(row) => row.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyMessage={section.emptyMessage}
        columns={section.columns.map(toAdminColumn)}
        actions={rowActions}
      />
    </>
  );
}
