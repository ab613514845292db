/**
 * The benchmark's reference ceiling: a bare Fastify route answering a constant JSON list,
 * run by scripts/bench.ts as a child process, the same way as the app (node --import tsx).
 *   PORT=… BENCH_REFERENCE_BODY=file.json node --import tsx scripts/bench-reference.ts
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body: unknown = JSON.parse(readFileSync(process.env.BENCH_REFERENCE_BODY ?? '', 'utf8'));
const app = Fastify({ logger: false });
app.get('/reference', async () => body);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
