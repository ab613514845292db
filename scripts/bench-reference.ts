/**
 * The benchmark's reference ceiling: a bare Fastify route answering a constant JSON list,
 * run by scripts/bench.ts as a child process, the same way as the app (node --import tsx).
 * Like the app, it sends the brotli bytes to a client that accepts them (compressed once, here
 * at start), so both are compared on the same representation.
 *   PORT=… BENCH_REFERENCE_BODY=file.json node --import tsx scripts/bench-reference.ts
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';

const json = JSON.stringify(JSON.parse(readFileSync(process.env.BENCH_REFERENCE_BODY ?? '', 'utf8')));
const brotli = brotliCompressSync(json);
const app = Fastify({ logger: false });
app.get('/reference', (request, reply) => {
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  if (request.headers['accept-encoding']?.includes('br')) return reply.header('content-encoding', 'br').send(brotli);
  return reply.send(json);
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
