import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { activityCsv, activityFilters, recordCallerActivity } from '../../modules/activity';
import { applicationList, applicationsCsv } from '../../modules/applications';
import { contactList, contactMessagesCsv } from '../../modules/contact';
import { subscriberList, subscribersCsv } from '../../modules/newsletter';
import { CSV_EXPORT_PATHS } from '../../shared/api-paths';
import type { Context } from '../trpc/context';
import { STAFF_ONLY, type RequiredAccess } from '../../shared/api-scopes';
import { requireAccess } from './require-access';
import { errorEnvelope } from './error-envelope';
import { fieldErrors } from '../trpc/error-details';
import { restInput } from './rest-input';

type Export = {
  path: string;
  filename: string;
  tag: string;
  section: string;
  summary: string;
  scope: RequiredAccess;
  /** The list's search, sort and filters, from the query string as the list reads them. */
  input: z.ZodType<Record<string, unknown>>;
  csv: (ctx: Context, filters: Record<string, unknown>) => AsyncGenerator<Uint8Array>;
};

/** Each export streams the rows its list would show for the same search, filters and sort. */
export const CSV_EXPORTS: Export[] = [
  {
    path: CSV_EXPORT_PATHS.applications,
    section: 'applications',
    summary: "Download the applications that match the search and filters as CSV, in the list's order",
    filename: 'job-applications',
    tag: 'Admin: Job applications',
    scope: 'applications:read',
    input: applicationList.exportInput,
    csv: (ctx, filters) => applicationsCsv(ctx.em, filters as never),
  },
  {
    path: CSV_EXPORT_PATHS.contacts,
    section: 'contacts',
    summary: "Download the contact messages that match the search and filters as CSV, in the list's order",
    filename: 'contact-messages',
    tag: 'Admin: Contact messages',
    scope: 'contacts:read',
    input: contactList.exportInput,
    csv: (ctx, filters) => contactMessagesCsv(ctx.em, filters as never),
  },
  {
    path: CSV_EXPORT_PATHS.newsletter,
    section: 'newsletter',
    summary: "Download the sign-ups that match the search and filters as CSV, in the list's order",
    filename: 'newsletter-subscribers',
    tag: 'Admin: Newsletter',
    scope: 'newsletter:read',
    input: subscriberList.exportInput,
    csv: (ctx, filters) => subscribersCsv(ctx.em, filters as never),
  },
  {
    path: CSV_EXPORT_PATHS.activity,
    section: 'activity',
    summary: 'Download the activity entries that match the filters as CSV, newest first',
    filename: 'activity',
    tag: 'Admin: Activity',
    scope: STAFF_ONLY,
    input: activityFilters,
    csv: (ctx, filters) => activityCsv(ctx.em, filters),
  },
];

/** Exports one instance runs at once; more answer 503 with Retry-After. */
const MAX_RUNNING_EXPORTS = 4;
const BUSY_RETRY_AFTER_SECONDS = 5;

/** The query string as the list's input reads it (decision 008), or the 400 that names what is wrong. */
function filtersOf(input: Export['input'], query: unknown) {
  const raw = restInput(input, { body: undefined, query: (query ?? {}) as Record<string, unknown>, pathParams: {}, hasBody: false });
  return input.safeParse(raw);
}

/** CSV downloads of the inboxes and the activity log; plain routes because the answer is text/csv, not JSON. */
export function registerCsvExports(app: FastifyInstance, createContext: (req: FastifyRequest) => Context) {
  let running = 0;
  for (const { path, filename, section, scope, input, csv } of CSV_EXPORTS) {
    app.get(path, async (request, reply) => {
      const auth = await requireAccess(request, reply, createContext, scope);
      if (!auth) return reply;
      const filters = filtersOf(input, request.query);
      if (!filters.success) {
        const errors = fieldErrors(filters.error);
        return reply
          .code(400)
          .header('cache-control', 'no-store')
          .send(errorEnvelope(400, errors[0]?.message, errors));
      }
      const shown = Object.keys(request.query ?? {});
      await recordCallerActivity(auth.ctx, {
        action: 'export',
        section,
        fields: shown,
        summary: `Exported ${filename} as CSV${shown.length > 0 ? ` (filtered by ${shown.join(', ')})` : ''}`,
      });
      // Each export holds a worker thread and a database connection of its own while it runs (decision 052).
      if (running >= MAX_RUNNING_EXPORTS) {
        return reply
          .code(503)
          .headers({ 'cache-control': 'no-store', 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) })
          .send(errorEnvelope(503, `${MAX_RUNNING_EXPORTS} exports are already running; try again in a few seconds`));
      }
      running += 1;
      const pieces = csv(auth.ctx, filters.data);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        running -= 1;
        // A reader gone before the first piece never reads the body, so its generator would never end.
        void pieces.return(undefined);
      };
      try {
        // The first piece is awaited before the 200 goes out: a database fault then answers 503 in the envelope.
        const first = await pieces.next();
        const body = Readable.from(continuing(first, pieces));
        body.once('close', release);
        return sendCsv(reply, filename, body);
      } catch (error) {
        release();
        throw error;
      }
    });
  }
}

async function* continuing<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

function sendCsv(reply: FastifyReply, filename: string, body: string | Readable) {
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${filename}-${date}.csv"`)
    .send(body);
}

/** Each filter of an export as an OpenAPI query parameter, described by the list's own schema. */
function queryParameters(input: Export['input']) {
  const { properties = {} } = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, { description?: string }> };
  return Object.entries(properties).map(([name, { description, ...schema }]) => ({ name, in: 'query', required: false, schema, description }));
}

/** OpenAPI operations for the exports (they are not tRPC procedures, so they are described here). */
export const csvExportPaths = Object.fromEntries(
  CSV_EXPORTS.map(({ path, filename, tag, scope, input, summary }) => [
    path.replace(/^\/api/, ''),
    {
      get: {
        operationId: `admin-${path.split('/')[3]}-exportCsv`,
        tags: [tag],
        summary,
        description: `${filename}-YYYY-MM-DD.csv. API key scope: \`${scope}\`.`,
        security: [{ Authorization: [] }],
        parameters: queryParameters(input),
        responses: {
          '200': { description: 'CSV with a header row', content: { 'text/csv': { schema: { type: 'string' } } } },
          '400': { description: 'A filter is malformed (unknown parameter, bad value, from after to)' },
          '401': { description: 'Missing, invalid or expired bearer token' },
          '403': { description: scope === STAFF_ONLY ? 'API keys cannot use it: staff only' : `The API key lacks the scope ${scope}` },
          '503': { description: 'The database cannot answer, or this server already runs its most exports at once; Retry-After says when to try again' },
        },
      },
    },
  ]),
);
