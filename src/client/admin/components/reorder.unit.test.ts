import { describe, expect, it } from 'vitest';
import { reorderUpdates } from './reorder';

describe('reorderUpdates', () => {
  const rows = [
    { id: 10, order: 1 },
    { id: 11, order: 2 },
    { id: 12, order: 3 },
  ];

  it('swaps the order values of neighbours that differ', () => {
    expect(reorderUpdates(rows, 2, 1)).toEqual([
      { id: 12, order: 2 },
      { id: 11, order: 3 },
    ]);
  });

  it('renumbers the list when the two rows share an order value, returning only changed rows', () => {
    const tied = [
      { id: 1, order: 1 },
      { id: 2, order: 2 },
      { id: 3, order: 2 },
    ];
    // Renumbered 1, 2, 3 in the new sequence: id 3 keeps its 2, so only id 2 is saved.
    expect(reorderUpdates(tied, 2, 1)).toEqual([{ id: 2, order: 3 }]);
  });

  it('does nothing for moves past either end', () => {
    expect(reorderUpdates(rows, 0, -1)).toEqual([]);
    expect(reorderUpdates(rows, 2, 3)).toEqual([]);
  });
});
