import { summarise } from '../../lib/meta-text';

/** The spec's limit for service descriptions in the collapsed accordion. */
export const SERVICE_SUMMARY_LENGTH = 80;

/**
 * `text` when it fits in `max` characters; else cut at the last whole word, without trailing
 * punctuation, and an ellipsis, `max` characters at most in all (never "te…" or ".…").
 */
export function truncate(text: string, max = SERVICE_SUMMARY_LENGTH): string {
  return text.length > max ? (summarise(text, max) ?? '') : text;
}
