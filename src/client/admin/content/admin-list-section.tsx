import { Button, Stack } from '@chakra-ui/react';
import { ArchiveRestore, Plus } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { DELETED_KEPT_DAYS } from '../../../modules/drafts/drafts.constants';
import { showToast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { reportMutationError } from '../components/mutation-error';
import { EditorialStateFilter } from '../components/editorial-state-filter';
import { OrderButtons } from '../components/order-buttons';
import { RowActions } from '../components/row-actions';
import { useEditor } from '../components/use-editor';
import { useListView } from '../components/use-list-view';
import { useReorder } from '../components/use-reorder';
import { useDragOrder } from '../components/use-drag-order';
import { DragHandle, DragOrderAnnouncer } from '../components/drag-handle';
import { useRowSelection } from '../components/use-row-selection';
import { BulkActions } from '../components/bulk-actions';
import { contentBulkChoices } from './content-bulk-choices';
import { AdminForm } from './admin-form';
import { DescribedTable } from './described-table';
import { RecentlyDeleted } from './recently-deleted';
import { capitalised, type DeletedProcedures, type SectionDescription } from './section-description';

/** A content section from its description: header, table with edit/delete (and up/down), and its form drawer. */
export function AdminListSection<Row extends { id: number }, Schema extends z.ZodObject>({ section }: { section: SectionDescription<Row, Schema> }) {
  const { procedures, noun } = section;
  const utils = trpc.useUtils();
  const view = useListView();
  // A section that reorders shows up to 100 rows a page, so its up/down buttons can work on the whole list.
  const list = procedures.list.useQuery((section.reorderable ? { pageSize: 100, ...view.input } : view.input) as never);
  const remove = procedures.remove.useMutation();
  const editor = useEditor<Row>();
  const [created, setCreated] = useState<Row | null>(null);
  const [showDeleted, setShowDeleted] = useState(false);
  const CreatedNotice = section.createdNotice;
  const rows = list.data?.data;
  const nameOf = (row: Row) => String(row[section.nameField]);

  const refresh = () => Promise.all([list.refetch(), section.publicQueries?.(utils).invalidate()]);
  // Reordering sends every id of the section: offered only on the whole list, in its own order, on one page.
  const wholeList = !view.isNarrowed && !view.sort && (list.data?.meta.totalPages ?? 1) <= 1;
  const reorder = procedures.reorder?.useMutation();
  const ordered = section.reorderable && reorder && wholeList ? rows : undefined;
  const { move, moveAndReload, isMoving } = useReorder(ordered, (ids) => reorder!.mutateAsync({ ids }), refresh);
  const dragOrder = useDragOrder(ordered, nameOf, moveAndReload);

  const bulk = procedures.bulk?.useMutation();
  const selection = useRowSelection(view, rows?.map((row) => row.id) ?? []);
  const bulkBar = bulk && (
    <BulkActions
      selection={selection}
      meta={list.data?.meta}
      pageRows={rows?.length ?? 0}
      noun={[noun, `${noun}s`]}
      choices={contentBulkChoices(section)}
      run={bulk.mutateAsync as (body: object) => Promise<{ message: string }>}
      onDone={refresh}
    />
  );

  const onDelete = async (row: Row) => {
    try {
      await remove.mutateAsync({ id: row.id });
      await refresh();
      showToast('success', `${capitalised(noun)} deleted`, nameOf(row));
    } catch (error) {
      reportMutationError(error, `Could not delete the ${noun}`);
    }
  };

  return (
    <Stack gap="0">
      <DescribedTable
        section={section}
        list={list}
        view={view}
        filters={section.editorial && <EditorialStateFilter view={view} />}
        selection={bulk && { rows: selection, bar: bulkBar }}
        ordering={ordered && { rows: dragOrder.rows, rowProps: dragOrder.rowProps }}
        headerActions={
          <>
            {section.editorial && (
              <Button variant="outline" onClick={() => setShowDeleted(true)}>
                <ArchiveRestore aria-hidden /> Recently deleted
              </Button>
            )}
            <Button colorPalette="blue" onClick={editor.openCreate}>
              <Plus aria-hidden /> {section.addLabel}
            </Button>
          </>
        }
        rowActions={(row, index) => (
          <RowActions
            label={nameOf(row)}
            subject={`the ${noun} “${nameOf(row)}”`}
            onEdit={() => editor.openEdit(row)}
            onDelete={() => onDelete(row)}
            afterDelete={section.editorial ? `It can be brought back from Recently deleted for ${DELETED_KEPT_DAYS} days.` : undefined}
          >
            {ordered && <DragHandle order={dragOrder} row={row} index={index} label={nameOf(row)} disabled={isMoving} />}
            {ordered && <OrderButtons label={nameOf(row)} index={index} count={ordered.length} onMove={move} disabled={isMoving} />}
          </RowActions>
        )}
      />
      {ordered && <DragOrderAnnouncer announcement={dragOrder.announcement} />}
      <AdminForm
        section={section}
        open={editor.isOpen}
        record={editor.record}
        rows={rows}
        onClose={editor.close}
        onSaved={refresh}
        onCreated={CreatedNotice && setCreated}
      />
      {CreatedNotice && created && <CreatedNotice row={created} onClose={() => setCreated(null)} />}
      {showDeleted && (
        <RecentlyDeleted procedures={procedures as unknown as DeletedProcedures} noun={noun} onRestored={refresh} onClose={() => setShowDeleted(false)} />
      )}
    </Stack>
  );
}
