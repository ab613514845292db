const LEGAL_DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A stored YYYY-MM-DD date as British prose ("1 May 2025"); UTC so server and browser agree. */
export function formatLegalDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : LEGAL_DATE_FORMAT.format(date);
}
