import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordCallerActivity } from '../../modules/activity';
import { checkUpload, loadMediaWithData, MEDIA_MAX_BYTES, storeMedia, toMediaDto, UPLOAD_MESSAGES } from '../../modules/media';
import { MEDIA_UPLOAD_PATH } from '../../shared/api-paths';
import { idParam } from '../../shared/fields';
import type { Context } from '../trpc/context';
import { requireAccess } from './require-access';
import { errorEnvelope } from './error-envelope';
import { integerFromText } from './rest-input';
import { API_PREFIX } from './rest-api';

/** The uploaded file: a multipart form's one `file` part (its own type and name), or the raw body. */
async function uploadedFile(request: FastifyRequest<{ Querystring: { filename?: string } }>) {
  if (request.isMultipart()) {
    const part = await request.file();
    if (!part) return { contentType: '', data: Buffer.alloc(0), filename: request.query.filename ?? '' };
    const data = await part.toBuffer();
    // A part cut at the size limit is too large, whether or not reading it threw (Node 24 ends it quietly).
    if (part.file.truncated) throw Object.assign(new Error(UPLOAD_MESSAGES.size), { statusCode: 413 });
    return { contentType: part.mimetype.toLowerCase(), data, filename: request.query.filename ?? part.filename };
  }
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return { contentType, data: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), filename: request.query.filename ?? '' };
}

/**
 * Image upload (a multipart form's `file`, or the raw file as the body with its type as Content-Type;
 * ?filename= for its name)
 * and image serving at /media/{id}/{filename}, cached for a year since an id never changes.
 */
export function registerMediaRoutes(app: FastifyInstance, createContext: (req: FastifyRequest) => Context) {
  // The image parser and its 5 MB limit exist only inside this scope, for the upload route alone:
  // an image body sent anywhere else is refused with 415 unread.
  void app.register(async (upload) => {
    // A browser form or a generated client sends multipart/form-data: one file, at most the image limit.
    await upload.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    upload.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES }, (_req, body, done) => done(null, body));
    const granted = new WeakMap<FastifyRequest, NonNullable<Awaited<ReturnType<typeof requireAccess>>>>();

    upload.post<{ Querystring: { filename?: string } }>(MEDIA_UPLOAD_PATH, {
      bodyLimit: MEDIA_MAX_BYTES,
      // The session or key is checked before the body is read: an anonymous upload is refused without buffering it.
      onRequest: async (request, reply) => {
        // Closing the connection spares the server from reading and discarding the refused body.
        const auth = await requireAccess(request, reply.header('connection', 'close'), createContext, 'media:write');
        if (!auth) return reply;
        reply.removeHeader('connection');
        granted.set(request, auth);
      },
      errorHandler: (error, _request, reply) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status === 413) return reply.code(413).send(errorEnvelope(413, UPLOAD_MESSAGES.size));
        if (status === 415 || status === 400) return reply.code(415).send(errorEnvelope(415, UPLOAD_MESSAGES.type));
        throw error;
      },
      handler: async (request, reply) => {
        const auth = granted.get(request)!;
        const { contentType, data, filename } = await uploadedFile(request);
        const problem = checkUpload(contentType, data);
        if (problem) {
          const status = problem === 'type' ? 415 : problem === 'size' ? 413 : 400;
          return reply.code(status).send(errorEnvelope(status, UPLOAD_MESSAGES[problem]));
        }
        const media = await storeMedia(auth.ctx.em, filename, contentType, data);
        await auth.ctx.contentChanged(['media']);
        await recordCallerActivity(auth.ctx, { action: 'upload', section: 'media', itemId: media.id, summary: `Uploaded ${media.filename}` });
        return reply
          .code(201)
          .header('location', `${API_PREFIX}/admin/media/${media.id}`)
          .send({ success: true, data: toMediaDto(media), message: 'Image uploaded' });
      },
    });
  });

  // Also under /api, where the OpenAPI document's server puts it: generated clients ignore a path's own server.
  const serveMedia = mediaServer(createContext);
  for (const prefix of ['', API_PREFIX]) app.get<{ Params: { id: string; filename: string } }>(`${prefix}/media/:id/:filename`, serveMedia);
}

function mediaServer(createContext: (req: FastifyRequest) => Context) {
  return async (request: FastifyRequest<{ Params: { id: string; filename: string } }>, reply: FastifyReply) => {
    const id = idParam.safeParse(integerFromText(request.params.id));
    const media = id.success ? await loadMediaWithData(createContext(request).em, id.data) : null;
    if (!media) return reply.code(404).send(errorEnvelope(404, 'Image not found'));
    const etag = `"${media.sha256}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(media.contentType).send(media.data);
  };
}

const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];

/** OpenAPI operations for the binary routes, which are not tRPC procedures. */
export const mediaPaths = {
  '/admin/media': {
    post: {
      operationId: 'admin-media-upload',
      tags: ['Admin: Media'],
      summary: `Upload an image (PNG, JPEG, WebP, GIF or AVIF, at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB)`,
      description:
        'API key scope: `media:write`. Send a `multipart/form-data` form with the image as its one `file` part (its name is kept unless `filename` is given), ' +
        'or the raw file as the body with its type as `Content-Type`. The bytes must be the image type named.',
      security: [{ Authorization: [] }],
      parameters: [{ name: 'filename', in: 'query', required: false, schema: { type: 'string' }, description: 'Original file name' }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: { file: { type: 'string', format: 'binary', contentMediaType: 'image/*', description: 'The image file' } },
            },
            encoding: { file: { contentType: MEDIA_TYPES.join(', ') } },
          },
          ...Object.fromEntries(MEDIA_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary', contentMediaType: type } }])),
        },
      },
      responses: {
        '201': {
          description: 'Stored; data.url is usable in any image field',
          headers: { Location: { description: 'The image’s address: `/api/admin/media/{id}`', schema: { type: 'string' } } },
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['success', 'data', 'message'],
                properties: { success: { const: true }, data: { $ref: '#/components/schemas/Media' }, message: { type: 'string' } },
              },
            },
          },
        },
        '400': { description: 'The file is not the image type it claims to be, or is empty' },
        '401': { description: 'Missing, invalid or expired bearer token' },
        '403': { description: 'The API key lacks the scope media:write' },
        '413': { description: 'Larger than the limit' },
        '415': { description: 'Not an accepted image type' },
      },
    },
  },
};

export const mediaServePath = {
  '/media/{id}/{filename}': {
    get: {
      operationId: 'media-file',
      tags: ['Media'],
      summary: 'An uploaded image, cached for a year (the same bytes as the `/media/{id}/{filename}` URL in `data.url`)',
      security: [],
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
        { name: 'filename', in: 'path', required: true, schema: { type: 'string' } },
      ],
      responses: {
        '200': {
          description: 'The image bytes',
          content: Object.fromEntries(MEDIA_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
        },
      },
    },
  },
};
