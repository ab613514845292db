import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { activityCsv, activityFilters, recordCallerActivity } from '../../modules/activity';
import { applicationsCsv } from '../../modules/applications';
import { contactMessagesCsv } from '../../modules/contact';
import { subscribersCsv } from '../../modules/newsletter';
import { CSV_EXPORT_PATHS } from '../../shared/api-paths';
import type { Context } from '../trpc/context';
import { STAFF_ONLY, type ApiScope } from '../../shared/api-scopes';
import { requireAccess } from './require-access';
import { errorEnvelope } from './error-envelope';
import { fieldErrors } from '../trpc/error-details';

type Export = { path: string; filename: string; tag: string; section: string; scope: ApiScope; csv: (ctx: Context) => Promise<string> };

export const CSV_EXPORTS: Export[] = [
  {
    path: CSV_EXPORT_PATHS.applications,
    section: 'applications',
    filename: 'job-applications',
    tag: 'Admin: Job applications',
    scope: 'applications:read',
    csv: (ctx) => applicationsCsv(ctx.em),
  },
  {
    path: CSV_EXPORT_PATHS.contacts,
    section: 'contacts',
    filename: 'contact-messages',
    tag: 'Admin: Contact messages',
    scope: 'contacts:read',
    csv: (ctx) => contactMessagesCsv(ctx.em),
  },
  {
    path: CSV_EXPORT_PATHS.newsletter,
    section: 'newsletter',
    filename: 'newsletter-subscribers',
    tag: 'Admin: Newsletter',
    scope: 'newsletter:read',
    csv: (ctx) => subscribersCsv(ctx.em),
  },
];

/** CSV downloads of the inboxes; plain routes because the answer is text/csv, not JSON. */
export function registerCsvExports(app: FastifyInstance, createContext: (req: FastifyRequest) => Context) {
  for (const { path, filename, section, scope, csv } of CSV_EXPORTS) {
    app.get(path, async (request, reply) => {
      const auth = await requireAccess(request, reply, createContext, scope);
      if (!auth) return reply;
      const body = await csv(auth.ctx);
      await recordCallerActivity(auth.ctx, { action: 'export', section, summary: `Exported ${filename} as CSV` });
      return sendCsv(reply, filename, body);
    });
  }

  // The activity log's export takes the list's filters and streams, since it may hold a million entries.
  app.get(CSV_EXPORT_PATHS.activity, async (request, reply) => {
    const auth = await requireAccess(request, reply, createContext, STAFF_ONLY);
    if (!auth) return reply;
    const filters = activityFilters.safeParse(request.query ?? {});
    if (!filters.success) {
      const errors = fieldErrors(filters.error);
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send(errorEnvelope(400, errors[0]?.message, errors));
    }
    const shown = Object.keys(filters.data);
    await recordCallerActivity(auth.ctx, {
      action: 'export',
      section: 'activity',
      fields: shown,
      summary: `Exported the activity log as CSV${shown.length > 0 ? ` (filtered by ${shown.join(', ')})` : ''}`,
    });
    return sendCsv(reply, 'activity', Readable.from(activityCsv(auth.ctx.em, filters.data)));
  });
}

function sendCsv(reply: FastifyReply, filename: string, body: string | Readable) {
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${filename}-${date}.csv"`)
    .send(body);
}

/** OpenAPI operations for the exports (they are not tRPC procedures, so they are described here). */
const exportPaths = Object.fromEntries(
  CSV_EXPORTS.map(({ path, filename, tag, scope }) => [
    path.replace(/^\/api/, ''),
    {
      get: {
        operationId: `admin-${path.split('/')[3]}-exportCsv`,
        tags: [tag],
        summary: `Download every row as CSV (${filename}-YYYY-MM-DD.csv)`,
        description: `API key scope: \`${scope}\`.`,
        security: [{ Authorization: [] }],
        responses: {
          '200': { description: 'CSV with a header row', content: { 'text/csv': { schema: { type: 'string' } } } },
          '401': { description: 'Missing, invalid or expired bearer token' },
          '403': { description: `The API key lacks the scope ${scope}` },
        },
      },
    },
  ]),
);

const filterParameter = (name: string, description: string, format?: string) => ({
  name,
  in: 'query',
  required: false,
  schema: { type: 'string', ...(format && { format }) },
  description,
});

export const csvExportPaths = {
  ...exportPaths,
  [CSV_EXPORT_PATHS.activity.replace(/^\/api/, '')]: {
    get: {
      operationId: 'admin-activity-exportCsv',
      tags: ['Admin: Activity'],
      summary: 'Download the activity entries that match the filters as CSV (activity-YYYY-MM-DD.csv), newest first',
      security: [{ Authorization: [] }],
      parameters: [
        filterParameter('actor', 'Username (or API key name) exactly as recorded'),
        filterParameter('section', 'Section, e.g. blog or account'),
        filterParameter('action', 'Action, e.g. update or sign-in-failed'),
        filterParameter('from', 'Entries at or after this moment', 'date-time'),
        filterParameter('to', 'Entries before this moment', 'date-time'),
      ],
      responses: {
        '200': { description: 'CSV with a header row', content: { 'text/csv': { schema: { type: 'string' } } } },
        '400': { description: 'A filter is malformed (unknown parameter, bad date, from after to)' },
        '401': { description: 'Missing, invalid or expired bearer token' },
      },
    },
  },
};
