import { useEffect, useState, type DragEvent, type KeyboardEvent } from 'react';
import { movedIds } from './reorder';

type Moving = { id: number; from: number; to: number; by: 'pointer' | 'keyboard' };

/** What the screen-reader instructions of every handle say (the handle's aria-describedby). */
export const DRAG_INSTRUCTIONS =
  'Press Space or Enter to pick the row up, the up and down arrow keys to move it, Space or Enter to drop it in place, Escape to put it back.';

/**
 * Moving rows of an ordered list by dragging their handle, or from the keyboard: the handle picks the row
 * up with Space or Enter, the arrow keys move it, Space or Enter drops it, Escape puts it back; each step
 * is announced through a live region. The list shows the new order while the row moves; dropping saves
 * it once through `save(from, to)` (the section's PUT …/order), which settles when the list has reloaded.
 */
export function useDragOrder<Row extends { id: number }>(
  rows: Row[] | undefined,
  labelOf: (row: Row) => string,
  save: (from: number, to: number) => Promise<unknown>,
) {
  const [moving, setMoving] = useState<Moving | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const count = rows?.length ?? 0;
  const shown = rows && moving ? movedIds(rows, moving.from, moving.to).map((id) => rows.find((row) => row.id === id)!) : rows;
  // React moves a row's element to its new place, which takes the focus off its handle: give it back.
  useEffect(() => {
    if (moving?.by === 'keyboard') document.querySelector<HTMLElement>(`[data-drag-handle="${moving.id}"]`)?.focus();
  }, [moving]);
  const position = (index: number) => `position ${index + 1} of ${count}`;

  const drop = async (current: Moving, row: Row) => {
    if (current.from === current.to) return setMoving(null);
    setAnnouncement(`“${labelOf(row)}” dropped at ${position(current.to)}.`);
    // The moved order stays on screen until the saved one has been read back.
    await save(current.from, current.to).finally(() => setMoving(null));
  };
  const cancel = (row: Row, current: Moving) => {
    setMoving(null);
    setAnnouncement(`Move cancelled; “${labelOf(row)}” is back at ${position(current.from)}.`);
  };

  return {
    rows: shown,
    announcement,
    isMoving: (row: Row) => moving?.id === row.id,
    /** The handle of the row shown at `index`: draggable, and the keyboard's way to move the row. */
    handleProps: (row: Row, index: number) => ({
      draggable: true,
      'aria-pressed': moving?.id === row.id && moving.by === 'keyboard',
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(row.id));
        setMoving({ id: row.id, from: index, to: index, by: 'pointer' });
      },
      // A drag that ends outside the list puts the row back (a drop has already saved it).
      onDragEnd: () => setMoving((current) => (current?.by === 'pointer' ? null : current)),
      onKeyDown: (event: KeyboardEvent) => {
        const current = moving?.id === row.id && moving.by === 'keyboard' ? moving : null;
        if (event.key === ' ' || event.key === 'Enter') {
          event.preventDefault();
          if (current) return void drop(current, row);
          setMoving({ id: row.id, from: index, to: index, by: 'keyboard' });
          setAnnouncement(`Picked up “${labelOf(row)}”, ${position(index)}. Use the up and down arrow keys to move it, Space to drop it, Escape to cancel.`);
        } else if (current && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
          event.preventDefault();
          const to = Math.min(count - 1, Math.max(0, current.to + (event.key === 'ArrowUp' ? -1 : 1)));
          setMoving({ ...current, to });
          setAnnouncement(`“${labelOf(row)}” moved to ${position(to)}.`);
        } else if (current && event.key === 'Escape') {
          event.preventDefault();
          cancel(row, current);
        }
      },
      'data-drag-handle': row.id,
    }),
    /** The row shown at `index` as a place to drop the dragged row. */
    rowProps: (row: Row, index: number) => ({
      onDragOver: (event: DragEvent) => {
        if (moving?.by !== 'pointer') return;
        event.preventDefault();
        if (index !== moving.to) setMoving({ ...moving, to: index });
      },
      onDrop: (event: DragEvent) => {
        if (moving?.by !== 'pointer') return;
        event.preventDefault();
        const dragged = rows?.find((candidate) => candidate.id === moving.id);
        if (dragged) void drop(moving, dragged);
      },
      'data-moving': moving?.id === row.id ? '' : undefined,
    }),
  };
}

export type DragOrder<Row extends { id: number }> = ReturnType<typeof useDragOrder<Row>>;
