import { describe, expect, it } from 'vitest';
import { SERVICE_SUMMARY_LENGTH, truncate } from './truncate';

describe('truncate', () => {
  it('leaves text of up to 80 characters untouched', () => {
    const exact = 'x'.repeat(SERVICE_SUMMARY_LENGTH);
    expect(truncate(exact)).toBe(exact);
    expect(truncate('Short description')).toBe('Short description');
    expect(truncate('')).toBe('');
  });

  it('cuts longer text after its last whole word and appends an ellipsis, 80 characters at most in all', () => {
    const description =
      'We design services, processes and systems around the people who use them, and test those designs early, when changing them is still cheap.';
    const summary = truncate(description);
    expect(summary).toBe('We design services, processes and systems around the people who use them, and…');
    expect(summary.length).toBeLessThanOrEqual(SERVICE_SUMMARY_LENGTH);
  });

  it('never ends a word part-way or leaves punctuation before the ellipsis', () => {
    const description = 'Independent, practical advice for leaders facing a difficult change decision. Technology assurance too.';
    expect(truncate(description)).toBe('Independent, practical advice for leaders facing a difficult change decision…');
    expect(truncate('Define. Design. Develop.', 10)).toBe('Define…');
  });

  it('cuts a single word longer than the limit where it must', () => {
    expect(truncate('a'.repeat(SERVICE_SUMMARY_LENGTH + 5))).toBe(`${'a'.repeat(SERVICE_SUMMARY_LENGTH - 1)}…`);
  });
});
