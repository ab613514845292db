import { describe, expect, it } from 'vitest';
import { movedIds } from './reorder';

describe('movedIds', () => {
  const rows = [{ id: 10 }, { id: 11 }, { id: 12 }];

  it('moves a row up or down, keeping the others in their order', () => {
    expect(movedIds(rows, 2, 1)).toEqual([10, 12, 11]);
    expect(movedIds(rows, 0, 2)).toEqual([11, 12, 10]);
  });

  it('leaves the order as it is for moves past either end', () => {
    expect(movedIds(rows, 0, -1)).toEqual([10, 11, 12]);
    expect(movedIds(rows, 2, 3)).toEqual([10, 11, 12]);
  });
});
