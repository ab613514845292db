import { diffWords, type Change } from 'diff';

/** A field's value as words a reader compares: rich text without its tags, lists one item a line. */
export function comparableText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(comparableText).join('\n');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return /<[a-z][\s\S]*>/i.test(text) ? (new DOMParser().parseFromString(text, 'text/html').body.textContent ?? '') : text;
}

export type FieldChange = { field: string; before: string; after: string; words: Change[] };

/** The fields whose words differ between a revision and the form's values, with their word-level changes. */
export function changedFields(revision: Record<string, unknown>, current: Record<string, unknown>): FieldChange[] {
  return Object.keys(revision).flatMap((field) => {
    const [before, after] = [comparableText(revision[field]), comparableText(current[field])];
    return before === after ? [] : [{ field, before, after, words: diffWords(before, after) }];
  });
}
