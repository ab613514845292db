import { useState } from 'react';
import { reportMutationError } from './mutation-error';
import { movedIds } from './reorder';

/**
 * Up/down moves for a list sorted by order, each saved as the whole new order in one call (all rows
 * move, or none): const { move, isMoving } = useReorder(rows, (ids) => reorder.mutateAsync({ ids }), refresh).
 */
export function useReorder(rows: readonly { id: number }[] | undefined, save: (ids: number[]) => Promise<unknown>, onSaved: () => Promise<unknown>) {
  const [isMoving, setMoving] = useState(false);
  const move = async (from: number, to: number) => {
    if (!rows || from === to || to < 0 || to >= rows.length) return;
    setMoving(true);
    try {
      // No success toast: the row visibly moves, and toasts queue one at a time.
      await save(movedIds(rows, from, to));
    } catch (error) {
      reportMutationError(error, 'Could not change the order');
    } finally {
      await onSaved();
      setMoving(false);
    }
  };
  return { move: (from: number, to: number) => void move(from, to), moveAndReload: move, isMoving };
}
