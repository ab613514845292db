import type { ZodError } from 'zod';

/** The first message for each invalid field, keyed by its dotted path (`requirements.2`). */
export function fieldErrors(error: Pick<ZodError, 'issues'>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    result[key] ??= issue.message;
  }
  return result;
}
