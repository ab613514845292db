import { Transform, type TransformCallback } from 'node:stream';
import type { AnyTRPCRouter } from '@trpc/server';
import { errorCodes, type FastifyInstance } from 'fastify';
import { procedureCallsOf } from './procedure-calls';

/** Anonymous forms carry a few short fields: their bodies stay small (the site-wide limit is in fastify.config.ts). */
export const PUBLIC_FORM_BODY_LIMIT = 64 * 1024;

/** Passes a body through and fails with 413 once it grows past `limit`, so it is never buffered whole. */
class BodyCap extends Transform {
  private received = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.received += chunk.length;
    done(this.received > this.limit ? new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE() : null, chunk);
  }
}

/**
 * A request that calls a public write (`meta.publicWrite`, over REST or tRPC, a batch included)
 * may send at most PUBLIC_FORM_BODY_LIMIT bytes, plus the file's `maxBytes` when it declares
 * `acceptsFile` and is sent as multipart: refused by its Content-Length before reading, or as soon as a
 * chunked body passes the limit.
 */
export function registerPublicFormBodyLimit(app: FastifyInstance, router: AnyTRPCRouter) {
  const callsOf = procedureCallsOf(router);
  app.addHook('preParsing', async (request, _reply, payload) => {
    const write = callsOf(request).find(({ meta }) => meta.publicWrite);
    if (!write) return payload;
    const multipart = request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data') ?? false;
    const withFile = multipart && write.meta.acceptsFile !== undefined;
    const limit = PUBLIC_FORM_BODY_LIMIT + (withFile ? write.meta.acceptsFile!.maxBytes : 0);
    if (Number(request.headers['content-length']) > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    // The multipart reader takes the raw request itself (rest-api.ts), bounded by its own part limits;
    // a cap piped beside it would stall it once the cap's unread buffer filled.
    return withFile ? payload : payload.pipe(new BodyCap(limit));
  });
}
