import { describe, expect, it } from 'vitest';
import { htmlToText, summarise } from './meta-text';

describe('meta descriptions', () => {
  it('keeps short text as it is, with whitespace collapsed', () => {
    expect(summarise('  A short\n\nline.  ')).toBe('A short line.');
  });

  it('cuts long text at a word boundary, within the limit, with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const summary = summarise(text)!;
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/ word…$/);
  });

  it('gives undefined for empty text, so the page falls back to the site description', () => {
    expect(summarise('   ')).toBeUndefined();
    expect(summarise(null)).toBeUndefined();
  });

  it('reads the words of HTML content', () => {
    expect(summarise(htmlToText('<h2>Why</h2><p>Risk &amp; reward&nbsp;matter</p>'))).toBe('Why Risk & reward matter');
  });
});
