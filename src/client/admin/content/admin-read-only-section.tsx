import { IconButton, Stack } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { DetailDrawer } from '../components/detail-drawer';
import { useListView } from '../components/use-list-view';
import { DescribedTable } from './described-table';
import type { ReadOnlySectionDescription } from './section-description';

/** A read-only section from its description: header, table with an Open button per row, and the row's detail drawer. */
export function AdminReadOnlySection<Row extends { id: number }>({ section }: { section: ReadOnlySectionDescription<Row> }) {
  // Its rows arrive from outside the dashboard: fetch afresh whenever the section opens.
  const view = useListView();
  const list = section.procedures.list.useQuery(view.input as never, { refetchOnMount: 'always' });
  // The row stays set while the drawer animates closed.
  const [opened, setOpened] = useState<{ row: Row; open: boolean } | null>(null);
  const nameOf = (row: Row) => String(row[section.nameField]);
  const Detail = section.detail;

  return (
    <Stack gap="0">
      <DescribedTable
        section={section}
        list={list}
        view={view}
        rowActions={(row) => (
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
