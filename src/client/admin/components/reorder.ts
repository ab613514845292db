type Ordered = { id: number; order: number };

/**
 * The order changes that move rows[from] to position `to` of a list sorted by order:
 * the two rows swap order values, or, when they share one (records created with the default 0),
 * the whole list is renumbered so the move is visible. Only changed rows are returned.
 */
export function reorderUpdates(rows: readonly Ordered[], from: number, to: number): Ordered[] {
  const a = rows[from];
  const b = rows[to];
  if (!a || !b || from === to) return [];
  if (a.order !== b.order) {
    return [
      { id: a.id, order: b.order },
      { id: b.id, order: a.order },
    ];
  }
  const moved = [...rows];
  moved.splice(from, 1);
  moved.splice(to, 0, a);
  return moved.map((row, index) => ({ id: row.id, order: index + 1 })).filter((next, index) => moved[index]?.order !== next.order);
}
