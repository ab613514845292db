/** Server addresses the browser calls besides the typed procedures: one definition for both sides. */
export const TRPC_PATH = '/api/trpc';

/** The most calls one tRPC batch may carry: the server refuses more (http/trpc-batches.ts), the client's batch link splits before. */
export const MAX_BATCH_CALLS = 10;

/** Image upload: the raw file as the body (plain route, since the body is binary). */
export const MEDIA_UPLOAD_PATH = '/api/admin/media';
/** New bytes for an existing image, in the same forms as an upload. */
export const mediaReplacePath = (id: number | string) => `/api/admin/media/${id}/file`;

/** The inboxes' CSV downloads (plain routes, since the answer is text/csv). */
export const CSV_EXPORT_PATHS = {
  applications: '/api/admin/applications/export.csv',
  contacts: '/api/admin/contacts/export.csv',
  newsletter: '/api/admin/newsletter/export.csv',
  /** Takes the activity list's filters as query parameters (actor, section, action, from, to). */
  activity: '/api/admin/activity/export.csv',
} as const;

export type CsvExportPath = (typeof CSV_EXPORT_PATHS)[keyof typeof CSV_EXPORT_PATHS];

/** Every record holding an address, as CSV: `?email=` names it. */
export const PERSONAL_DATA_CSV_PATH = '/api/admin/personal-data/export.csv';
