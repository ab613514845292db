import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate, parseDate } from './dates';

describe('dates as the site shows them', () => {
  it('a calendar day is written the British way, long or short, whatever the machine’s time zone', () => {
    expect(formatLongDate('2025-05-01')).toBe('1 May 2025');
    expect(formatLongDate('2025-12-31')).toBe('31 December 2025');
    expect(formatShortDate('2025-09-15')).toBe('15 Sept 2025');
    expect(parseDate('2025-12-31').toISOString()).toBe('2025-12-31T00:00:00.000Z');
  });

  it('a timestamp keeps its day and gains the time', () => {
    expect(formatLongDate('2025-09-15T10:00:00Z')).toBe('15 September 2025');
    expect(formatDateTime('2025-09-15T14:03:00Z')).toMatch(/^15 Sept 2025, \d\d:03$/);
  });

  it('an unparseable value is shown as stored, and a blank one stays blank', () => {
    expect(formatLongDate('soon')).toBe('soon');
    expect(formatDateTime('later')).toBe('later');
    expect(formatShortDate(null)).toBe('');
  });
});
