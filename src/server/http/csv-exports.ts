import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listApplications } from '../../modules/applications/applications.admin';
import { listContactMessages } from '../../modules/contact/contact.admin';
import { INQUIRY_TYPE_LABELS } from '../../modules/contact/contact.schema';
import { listSubscribers } from '../../modules/newsletter/newsletter.service';
import { CSV_EXPORT_PATHS } from '../../shared/api-paths';
import { toCsv } from '../lib/csv';
import type { Context } from '../trpc/context';
import { requireSession } from './require-session';

type Export = { path: string; filename: string; tag: string; csv: (ctx: Context) => Promise<string> };

export const CSV_EXPORTS: Export[] = [
  {
    path: CSV_EXPORT_PATHS.applications,
    filename: 'job-applications',
    tag: 'Admin: Job applications',
    csv: async (ctx) =>
      toCsv(await listApplications(ctx.em), [
        { header: 'Received', value: (a) => a.createdAt },
        { header: 'Position', value: (a) => a.positionTitle },
        { header: 'Name', value: (a) => a.name },
        { header: 'Email', value: (a) => a.email },
        { header: 'Phone', value: (a) => a.phone },
        { header: 'Status', value: (a) => a.status },
        { header: 'Message', value: (a) => a.message },
      ]),
  },
  {
    path: CSV_EXPORT_PATHS.contacts,
    filename: 'contact-messages',
    tag: 'Admin: Contact messages',
    csv: async (ctx) =>
      toCsv(await listContactMessages(ctx.em), [
        { header: 'Received', value: (m) => m.createdAt },
        { header: 'Inquiry type', value: (m) => INQUIRY_TYPE_LABELS[m.inquiryType] },
        { header: 'Name', value: (m) => m.name },
        { header: 'Email', value: (m) => m.email },
        { header: 'Phone', value: (m) => m.phone },
        { header: 'Company', value: (m) => m.company },
        { header: 'Subject', value: (m) => m.subject },
        { header: 'Message', value: (m) => m.message },
        { header: 'Read', value: (m) => (m.isRead ? 'yes' : 'no') },
      ]),
  },
  {
    path: CSV_EXPORT_PATHS.newsletter,
    filename: 'newsletter-subscribers',
    tag: 'Admin: Newsletter',
    csv: async (ctx) =>
      toCsv(await listSubscribers(ctx.em), [
        { header: 'Email', value: (s) => s.email },
        { header: 'Subscribed', value: (s) => s.createdAt },
      ]),
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
        tags: [tag],
        summary: `Download every row as CSV (${filename}-YYYY-MM-DD.csv)`,
        security: [{ Authorization: [] }],
        responses: {
          '200': { description: 'CSV with a header row', content: { 'text/csv': { schema: { type: 'string' } } } },
          '401': { description: 'Missing, invalid or expired bearer token' },
        },
      },
    },
  ]),
);
