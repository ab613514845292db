import slugifyText from '@sindresorhus/slugify';

/** "Why Discovery Phases Fail!" → "why-discovery-phases-fail"; letters transliterated (ß → ss), at most 80 characters. */
export function slugify(title: string): string {
  return slugifyText(title).slice(0, 80).replace(/-+$/, '') || 'post';
}
