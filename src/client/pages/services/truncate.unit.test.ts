import { describe, expect, it } from 'vitest';
import { SERVICE_SUMMARY_LENGTH, truncate } from './truncate';

describe('truncate', () => {
  it('leaves text of up to 80 characters untouched', () => {
    const exact = 'x'.repeat(SERVICE_SUMMARY_LENGTH);
    expect(truncate(exact)).toBe(exact);
    expect(truncate('Short description')).toBe('Short description');
    expect(truncate('')).toBe('');
  });

  it('cuts longer text to 80 characters and appends an ellipsis', () => {
    const long = 'a'.repeat(SERVICE_SUMMARY_LENGTH + 1);
    expect(truncate(long)).toBe(`${'a'.repeat(SERVICE_SUMMARY_LENGTH)}…`);
  });

  it('honours a custom limit', () => {
    expect(truncate('Define. Design. Develop.', 7)).toBe('Define.…');
  });
});
