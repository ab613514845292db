import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findApplicationCv } from '../../modules/applications';
import { idParam } from '../../shared/fields';
import type { Context } from '../trpc/context';
import { errorEnvelope } from './error-envelope';
import { requireAccess } from './require-access';
import { integerFromText } from './rest-input';
import { API_PREFIX } from './rest-api';

const CV_PATH = '/admin/applications/{id}/cv';

/**
 * Staff download of the CV a candidate attached (a plain route: the answer is the file). Always an
 * attachment, never cached, never sniffed, and sandboxed, so a crafted file cannot run as a page on this origin.
 */
export function registerApplicationCvRoute(app: FastifyInstance, createContext: (req: FastifyRequest) => Context) {
  app.get<{ Params: { id: string } }>(`${API_PREFIX}/admin/applications/:id/cv`, async (request, reply) => {
    const auth = await requireAccess(request, reply, createContext, 'applications:read');
    if (!auth) return reply;
    const id = idParam.safeParse(integerFromText(request.params.id));
    const cv = id.success ? await findApplicationCv(auth.ctx.em, id.data) : null;
    reply.header('cache-control', 'no-store');
    if (!cv) return reply.code(404).send(errorEnvelope(404, 'This application has no CV'));
    return reply
      .type(cv.contentType)
      .header('content-disposition', `attachment; filename="${cv.filename}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .send(cv.data);
  });
}

const CV_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];

/** The OpenAPI operation of the download. */
export const applicationCvPath = {
  [CV_PATH]: {
    get: {
      operationId: 'admin-applications-cv',
      tags: ['Admin: Job applications'],
      summary: 'Download the CV attached to an application (the path is in the application’s `cv.downloadPath`)',
      description: 'API key scope: `applications:read`. The file as the candidate sent it, as an attachment; never cached.',
      security: [{ Authorization: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, example: 12 }],
      responses: {
        '200': {
          description: 'The CV (PDF or DOCX)',
          content: Object.fromEntries(CV_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
        },
        '401': { description: 'Missing, invalid or expired bearer token' },
        '403': { description: 'The API key lacks the scope applications:read' },
        '404': { description: 'No such application, or it has no CV' },
      },
    },
  },
};
