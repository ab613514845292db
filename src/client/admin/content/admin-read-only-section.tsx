import { IconButton, Stack } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { AdminTable } from '../components/admin-table';
import { DetailDrawer } from '../components/detail-drawer';
import { SectionHeader } from '../components/section-header';
import { toAdminColumn } from './column-cell';
import type { ReadOnlySectionDescription } from './section-description';

/** A read-only section from its description: header, table with an Open button per row, and the row's detail drawer. */
export function AdminReadOnlySection<Row extends { id: number }>({ section }: { section: ReadOnlySectionDescription<Row> }) {
  // Its rows arrive from outside the dashboard: fetch afresh whenever the section opens.
  const list = section.procedures.list.useQuery(undefined, { refetchOnMount: 'always' });
  // The row stays set while the drawer animates closed.
  const [opened, setOpened] = useState<{ row: Row; open: boolean } | null>(null);
  const rows = list.data?.data;
  const nameOf = (row: Row) => String(row[section.nameField]);
  const Detail = section.detail;

  return (
    <Stack gap="0">
      <SectionHeader title={section.title} description={typeof section.description === 'function' ? section.description(rows) : section.description} />
      <AdminTable
        caption={section.caption}
        rows={rows}
        rowKey={(row) => row.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyMessage={section.emptyMessage}
        columns={section.columns.map(toAdminColumn)}
        actions={(row) => (
          <IconButton size="sm" variant="ghost" aria-label={`Open “${nameOf(row)}”`} onClick={() => setOpened({ row, open: true })}>
            <Eye aria-hidden />
          </IconButton>
        )}
      />
      {opened && (
        <DetailDrawer open={opened.open} title={nameOf(opened.row)} onClose={() => setOpened({ ...opened, open: false })}>
          <Detail row={opened.row} />
        </DetailDrawer>
      )}
    </Stack>
  );
}
