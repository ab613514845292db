import { useState } from 'react';
import { reportMutationError } from './mutation-error';
import { reorderUpdates } from './reorder';

type Ordered = { id: number; order: number };

/** Up/down moves for a list sorted by order: const { move, isMoving } = useReorder(rows, (change) => update.mutateAsync(change), invalidate); then <OrderButtons onMove={move} disabled={isMoving} />. */
export function useReorder(rows: readonly Ordered[] | undefined, save: (change: Ordered) => Promise<unknown>, onSaved: () => Promise<unknown>) {
  const [isMoving, setMoving] = useState(false);
  const move = async (from: number, to: number) => {
    const changes = reorderUpdates(rows ?? [], from, to);
    if (changes.length === 0) return;
    setMoving(true);
    try {
      // No success toast: the row visibly moves, and toasts queue one at a time.
      for (const change of changes) await save(change);
    } catch (error) {
      reportMutationError(error, 'Could not change the order');
    } finally {
      await onSaved();
      setMoving(false);
    }
  };
  return { move: (from: number, to: number) => void move(from, to), isMoving };
}
