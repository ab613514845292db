/** The spec's limit for service descriptions in the collapsed accordion. */
export const SERVICE_SUMMARY_LENGTH = 80;

/** The first `max` characters of `text`, with an ellipsis only when something was cut. */
export function truncate(text: string, max = SERVICE_SUMMARY_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
