import { describe, expect, it } from 'vitest';
import { formatLegalDate } from './format-legal-date';

describe('formatLegalDate', () => {
  it('writes the date the British way', () => {
    expect(formatLegalDate('2025-05-01')).toBe('1 May 2025');
    expect(formatLegalDate('2025-12-31')).toBe('31 December 2025');
  });

  it('shows an unparseable value as stored rather than "Invalid Date"', () => {
    expect(formatLegalDate('soon')).toBe('soon');
  });
});
