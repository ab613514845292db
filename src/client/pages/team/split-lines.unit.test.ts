import { describe, expect, it } from 'vitest';
import { splitLines } from './split-lines';

describe('splitLines', () => {
  it('splits on new lines and drops blank ones', () => {
    expect(splitLines('First\n\n  Second  \r\nThird\n')).toEqual(['First', 'Second', 'Third']);
  });

  it('treats missing text as no lines', () => {
    expect(splitLines(null)).toEqual([]);
    expect(splitLines('')).toEqual([]);
  });
});
