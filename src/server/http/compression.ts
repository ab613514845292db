import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESSION_THRESHOLD } from './response-cache';

/**
 * Brotli or gzip for dynamic answers the public cache does not hold (admin lists, CSV exports).
 * Cached answers arrive already encoded and are left alone; images are not a compressible type.
 * Register before the routes: the plugin attaches itself to each route as it is declared.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: COMPRESSION_THRESHOLD });
}
