import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordCallerActivity } from '../../modules/activity';
import {
  MEDIA_MAX_BYTES,
  MediaEntity,
  readUpload,
  replaceMedia,
  resolveMediaAddress,
  storeMedia,
  toMediaDto,
  UPLOAD_MESSAGES,
  UPLOAD_STATUS,
  type Media,
  type MediaContent,
} from '../../modules/media';
import { MEDIA_UPLOAD_PATH, mediaReplacePath } from '../../shared/api-paths';
import { idParam } from '../../shared/fields';
import type { Context } from '../trpc/context';
import { requireAccess } from './require-access';
import { errorEnvelope } from './error-envelope';
import { integerFromText } from './rest-input';
import { API_PREFIX } from './rest-api';

/** The uploaded file: a multipart form's one `file` part (its own type and name), or the raw body. */
async function uploadedFile(request: UploadRequest) {
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

type UploadRequest = FastifyRequest<{ Querystring: { filename?: string }; Params: { id?: string } }>;
type Granted = NonNullable<Awaited<ReturnType<typeof requireAccess>>>;

// An address's cache: a current one never changes (its bytes are in its hash); anything else may.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Image upload (a multipart form's `file`, or the raw file as the body with its type as Content-Type;
 * ?filename= for its name), replacing an image's file the same way, and serving images at
 * /media/{key}/{hash}/{filename} (decision 045).
 */
export function registerMediaRoutes(app: FastifyInstance, createContext: (req: FastifyRequest) => Context) {
  // The image parser and its 5 MB limit exist only inside this scope, for the upload routes alone:
  // an image body sent anywhere else is refused with 415 unread.
  void app.register(async (upload) => {
    // A browser form or a generated client sends multipart/form-data: one file, at most the image limit.
    await upload.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    upload.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES }, (_req, body, done) => done(null, body));
    const granted = new WeakMap<FastifyRequest, Granted>();

    /** The route options both upload routes share: authentication before the body, and their refusals. */
    const uploadRoute = (
      handle: (request: UploadRequest, auth: Granted, content: MediaContent) => Promise<{ status: number; media: Media; message: string }>,
    ) => ({
      bodyLimit: MEDIA_MAX_BYTES,
      // The session or key is checked before the body is read: an anonymous upload is refused without buffering it.
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        // Closing the connection spares the server from reading and discarding the refused body.
        const auth = await requireAccess(request, reply.header('connection', 'close'), createContext, 'media:write');
        if (!auth) return reply;
        reply.removeHeader('connection');
        granted.set(request, auth);
      },
      errorHandler: (error: Error, _request: FastifyRequest, reply: FastifyReply) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status === 404) return reply.code(404).send(errorEnvelope(404, 'Image not found'));
        if (status === 413) return reply.code(413).send(errorEnvelope(413, UPLOAD_MESSAGES.size));
        if (status === 415 || status === 400) return reply.code(415).send(errorEnvelope(415, UPLOAD_MESSAGES.type));
        throw error;
      },
      handler: async (request: UploadRequest, reply: FastifyReply) => {
        const auth = granted.get(request)!;
        const read = await readUpload(await uploadedFile(request));
        if (read.problem) {
          const { status, code } = UPLOAD_STATUS[read.problem];
          return reply.code(status).send(errorEnvelope(status, UPLOAD_MESSAGES[read.problem], undefined, code));
        }
        const { status, media, message } = await handle(request, auth, read.content);
        await auth.ctx.contentChanged(['media']);
        if (status === 201) reply.header('location', `${API_PREFIX}/admin/media/${media.id}`);
        return reply.code(status).send({ success: true, data: toMediaDto(media), message });
      },
    });

    upload.post(
      MEDIA_UPLOAD_PATH,
      uploadRoute(async (_request, auth, content) => {
        const media = await storeMedia(auth.ctx.em, content);
        await recordCallerActivity(auth.ctx, { action: 'upload', section: 'media', itemId: media.id, summary: `Uploaded ${media.filename}` });
        return { status: 201, media, message: 'Image uploaded' };
      }),
    );

    upload.put(
      mediaReplacePath(':id'),
      uploadRoute(async (request, auth, content) => {
        const id = idParam.safeParse(integerFromText(request.params.id ?? ''));
        const existing = id.success ? await auth.ctx.em.findOne(MediaEntity, { id: id.data }) : null;
        if (!existing) throw Object.assign(new Error('Image not found'), { statusCode: 404 });
        const media = await replaceMedia(auth.ctx.em, existing, content);
        await recordCallerActivity(auth.ctx, { action: 'update', section: 'media', itemId: media.id, summary: `Replaced the file of ${media.filename}` });
        return { status: 200, media, message: 'Image replaced' };
      }),
    );
  });

  // Also under /api, where the OpenAPI document's server puts it: generated clients ignore a path's own server.
  const serveMedia = mediaServer(createContext);
  for (const prefix of ['', API_PREFIX]) app.get<{ Params: MediaAddress }>(`${prefix}/media/:key/:hash/:filename`, serveMedia);
}

type MediaAddress = { key: string; hash: string; filename: string };

function mediaServer(createContext: (req: FastifyRequest) => Context) {
  return async (request: FastifyRequest<{ Params: MediaAddress }>, reply: FastifyReply) => {
    reply.header('x-content-type-options', 'nosniff');
    const found = await resolveMediaAddress(createContext(request).em, request.params, true);
    // Nothing here now may be something tomorrow (a key is never reused, but say nothing for long).
    if (found.kind === 'missing') return reply.code(404).header('cache-control', 'no-store').send(errorEnvelope(404, 'Image not found'));
    // A replaced image's old address leads to its new one, for the places that still hold it (a sent newsletter).
    if (found.kind === 'moved') return reply.header('cache-control', 'no-cache').redirect(found.url, 302);
    const { media } = found;
    const etag = `"${media.sha256}"`;
    reply.header('cache-control', IMMUTABLE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(media.contentType).send(media.data);
  };
}

const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];

const uploadBody = {
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
};
const mediaAnswer = (description: string) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['success', 'data', 'message'],
        properties: { success: { const: true }, data: { $ref: '#/components/schemas/Media' }, message: { type: 'string' } },
      },
    },
  },
});
const uploadRefusals = {
  '400': { description: 'The file is empty, not the image type it claims to be, or does not decode (code `IMAGE_UNREADABLE`)' },
  '401': { description: 'Missing, invalid or expired bearer token' },
  '403': { description: 'The API key lacks the scope media:write' },
  '413': { description: 'Larger than the limit' },
  '415': { description: 'Not an accepted image type' },
};
const filenameParameter = { name: 'filename', in: 'query', required: false, schema: { type: 'string' }, description: 'Original file name' };
const DECODED =
  'The image is decoded and encoded again: only its pixels are kept (no metadata such as GPS positions, nothing hidden after the image), and its width and height are read.';

/** OpenAPI operations for the binary routes, which are not tRPC procedures. */
export const mediaPaths = {
  '/admin/media': {
    post: {
      operationId: 'admin-media-upload',
      tags: ['Admin: Media'],
      summary: `Upload an image (PNG, JPEG, WebP, GIF or AVIF, at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB)`,
      description:
        'API key scope: `media:write`. Send a `multipart/form-data` form with the image as its one `file` part (its name is kept unless `filename` is given), ' +
        `or the raw file as the body with its type as \`Content-Type\`. The bytes must be the image type named. ${DECODED}`,
      security: [{ Authorization: [] }],
      parameters: [filenameParameter],
      requestBody: uploadBody,
      responses: {
        '201': {
          ...mediaAnswer('Stored; data.url is usable in any image field'),
          headers: { Location: { description: 'The image’s address: `/api/admin/media/{id}`', schema: { type: 'string' } } },
        },
        ...uploadRefusals,
      },
    },
  },
  '/admin/media/{id}/file': {
    put: {
      operationId: 'admin-media-replace',
      tags: ['Admin: Media'],
      summary: 'Replace an image’s file: same id and alt text, new content and so a new `url`',
      description:
        'API key scope: `media:write`. The body as for an upload. Content showing the image shows the new file; its old address redirects to the new one. ' +
        DECODED,
      security: [{ Authorization: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }, filenameParameter],
      requestBody: uploadBody,
      responses: { '200': mediaAnswer('Replaced; data.url is the new address'), ...uploadRefusals, '404': { description: 'Image not found' } },
    },
  },
};

export const mediaServePath = {
  '/media/{key}/{hash}/{filename}': {
    get: {
      operationId: 'media-file',
      tags: ['Media'],
      summary: 'An uploaded image at the address in its `data.url`, cached for good (the address changes with the content)',
      security: [],
      parameters: [
        { name: 'key', in: 'path', required: true, schema: { type: 'string' }, description: 'The image’s random key' },
        { name: 'hash', in: 'path', required: true, schema: { type: 'string' }, description: 'The start of its content hash' },
        { name: 'filename', in: 'path', required: true, schema: { type: 'string' }, description: 'Its file name, exactly' },
      ],
      responses: {
        '200': {
          description: 'The image bytes',
          content: Object.fromEntries(MEDIA_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
        },
        '302': { description: 'The image was replaced since: its address now', headers: { Location: { schema: { type: 'string' } } } },
        '404': { description: 'No such image, or not under this name (not cached)' },
      },
    },
  },
};
