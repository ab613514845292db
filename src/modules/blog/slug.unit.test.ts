import { expect, it } from 'vitest';
import { slugify } from './slug';

it('a title becomes lower-case words joined by hyphens, punctuation dropped', () => {
  expect(slugify('Why Discovery Phases Fail!')).toBe('why-discovery-phases-fail');
  expect(slugify('Strategy & Growth')).toBe('strategy-and-growth');
});

it('letters outside ASCII are transliterated, not dropped: ß → ss, ø → o, é → e', () => {
  expect(slugify('Straße')).toBe('strasse');
  expect(slugify('Ørsted in København')).toBe('orsted-in-kobenhavn');
  expect(slugify('Café Résumé')).toBe('cafe-resume');
});

it('a slug is at most 80 characters and never ends in a hyphen', () => {
  const slug = slugify(`${'a'.repeat(79)} b`);
  expect(slug).toBe('a'.repeat(79));
});

it('a title with nothing to keep becomes "post"', () => {
  expect(slugify('!!!')).toBe('post');
});
