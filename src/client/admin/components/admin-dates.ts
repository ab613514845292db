const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2025-09-15T14:03:00Z' → '15 Sept 2025, 15:03' in the reader's time zone (the admin renders in the browser only). */
export function formatAdminDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A calendar date 'YYYY-MM-DD' → '15 Sept 2025'; blank stays blank. */
export function formatAdminDate(day: string | null | undefined): string {
  if (!day) return '';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateOnly.format(date);
}

/** Today as YYYY-MM-DD in the editor's own calendar, the date a post gets when it is published without one. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
