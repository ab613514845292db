/**
 * Every date the site and the dashboard show, written the British way. Calendar days ('YYYY-MM-DD')
 * are read as UTC midnight and shown in UTC, so the server and the browser print the same day.
 */
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
// In the reader's time zone: the dashboard renders in the browser only.
const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A calendar day as midnight UTC; a full timestamp as itself. */
export const parseDate = (value: string): Date => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

/** Anything unparseable is shown as stored rather than as "Invalid Date". */
const formatWith = (format: Intl.DateTimeFormat, value: string) => {
  const date = parseDate(value);
  return Number.isNaN(date.getTime()) ? value : format.format(date);
};

/** '2025-09-15' → '15 September 2025' (articles, legal pages). */
export const formatLongDate = (value: string): string => formatWith(longDate, value);

/** '2025-09-15' → '15 Sept 2025'; blank stays blank (dashboard lists). */
export const formatShortDate = (value: string | null | undefined): string => (value ? formatWith(shortDate, value) : '');

/** '2025-09-15T14:03:00Z' → '15 Sept 2025, 15:03' in the reader's time zone (dashboard). */
export const formatDateTime = (value: string): string => formatWith(dateTime, value);

/** A moment's calendar date in UTC, `YYYY-MM-DD`: the form a post's date is stored and compared in. */
export const calendarDateOf = (moment: Date): string => moment.toISOString().slice(0, 10);
