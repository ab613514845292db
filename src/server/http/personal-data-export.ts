import type { FastifyInstance, FastifyRequest } from 'fastify';
import { personalDataCsv, personalDataQuery } from '../../modules/privacy';
import { PERSONAL_DATA_CSV_PATH } from '../../shared/api-paths';
import { STAFF_ONLY } from '../../shared/api-scopes';
import type { Context } from '../trpc/context';
import { errorEnvelope } from './error-envelope';
import { requireAccess } from './require-access';

/** The records of `GET /api/admin/personal-data` as a CSV download (a plain route: the answer is text/csv). */
export function registerPersonalDataExport(app: FastifyInstance, createContext: (req: FastifyRequest) => Context) {
  app.get(PERSONAL_DATA_CSV_PATH, async (request, reply) => {
    const auth = await requireAccess(request, reply, createContext, STAFF_ONLY);
    if (!auth) return reply;
    const query = personalDataQuery.safeParse(request.query);
    if (!query.success) {
      const errors = query.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send(errorEnvelope(400, errors[0]?.message, errors));
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="personal-data.csv"')
      .send(await personalDataCsv(auth.ctx.em, query.data.email));
  });
}

export const personalDataExportPath = {
  [PERSONAL_DATA_CSV_PATH.replace(/^\/api/, '')]: {
    get: {
      operationId: 'admin-personalData-exportCsv',
      tags: ['Admin: Personal data'],
      summary: 'Every record holding an e-mail address, as CSV (one line per field)',
      security: [{ Authorization: [] }],
      parameters: [{ name: 'email', in: 'query', required: true, schema: { type: 'string', format: 'email' } }],
      responses: {
        '200': { description: 'CSV with the columns Kept in, Record, Stored, Field, Value', content: { 'text/csv': { schema: { type: 'string' } } } },
        '400': { description: 'Missing or invalid email' },
        '401': { description: 'Missing, invalid or expired bearer token' },
        '403': { description: 'An API key: personal-data requests need a signed-in person' },
      },
    },
  },
};
