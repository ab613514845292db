/** The ids of `rows` after moving the row at `from` to position `to`; the same ids when either is out of range. */
export function movedIds(rows: readonly { id: number }[], from: number, to: number): number[] {
  const ids = rows.map((row) => row.id);
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return ids;
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved!);
  return ids;
}
