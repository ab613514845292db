import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicationsCsv } from '../../modules/applications';
import { contactMessagesCsv } from '../../modules/contact';
import { subscribersCsv } from '../../modules/newsletter';
import { CSV_EXPORT_PATHS } from '../../shared/api-paths';
import type { Context } from '../trpc/context';
import { requireSession } from './require-session';

type Export = { path: string; filename: string; tag: string; csv: (ctx: Context) => Promise<string> };

export const CSV_EXPORTS: Export[] = [
  {
    path: CSV_EXPORT_PATHS.applications,
    filename: 'job-applications',
    tag: 'Admin: Job applications',
    csv: (ctx) => applicationsCsv(ctx.em),
  },
  {
    path: CSV_EXPORT_PATHS.contacts,
    filename: 'contact-messages',
    tag: 'Admin: Contact messages',
    csv: (ctx) => contactMessagesCsv(ctx.em),
  },
  {
    path: CSV_EXPORT_PATHS.newsletter,
    filename: 'newsletter-subscribers',
    tag: 'Admin: Newsletter',
    csv: (ctx) => subscribersCsv(ctx.em),
  },
];

/** CSV downloads of the inboxes; plain routes because the answer is text/csv, not JSON. */
export function registerCsvExports(app: FastifyInstance, createContext: (req: FastifyRequest) => Context) {
  for (const { path, filename, csv } of CSV_EXPORTS) {
    app.get(path, async (request, reply) => {
      const auth = await requireSession(request, reply, createContext);
      if (!auth) return reply;
      const body = await csv(auth.ctx);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${filename}-${date}.csv"`)
        .send(body);
    });
  }
}

/** OpenAPI operations for the exports (they are not tRPC procedures, so they are described here). */
export const csvExportPaths = Object.fromEntries(
  CSV_EXPORTS.map(({ path, filename, tag }) => [
    path.replace(/^\/api/, ''),
    {
      get: {
        operationId: `admin-${path.split('/')[3]}-exportCsv`,
        tags: [tag],
        summary: `Download every row as CSV (${filename}-YYYY-MM-DD.csv)`,
        security: [{ Authorization: [] }],
        responses: {
          '200': { description: 'CSV with a header row', content: { 'text/csv': { schema: { type: 'string' } } } },
        },
      },
    },
  ]),
);
