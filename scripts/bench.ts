/**
 * Throughput and latency of the public reads, against a bare Fastify route as the ceiling, then the
 * cache-busting floods (scripts/bench-flood.ts).
 *   npm run bench [-- --duration 10 --warmup 3 --connections 50 --pipelining 1 --quick]
 * (or BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_PIPELINING, BENCH_PORT: the app's port, the
 * reference takes the next one; free ports by default)
 * The app runs as in production (NODE_ENV=production, built client, demo content, log level warn)
 * over a throwaway embedded PostgreSQL; it and the reference server are child processes, so
 * autocannon here never shares their event loop. Exits 1 only when the run itself fails
 * (a server does not start, or a target answers non-2xx, errors or answers nothing).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { ensureClientBuilt } from './client-build';
import { floodBroken, floodTable, measureFloods } from './bench-flood';
import getPort from 'get-port';

const root = path.resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS },
    pipelining: { type: 'string', default: process.env.BENCH_PIPELINING },
    port: { type: 'string', default: process.env.BENCH_PORT },
    quick: { type: 'boolean', default: false },
  },
});
const positive = (name: string, value: string | undefined, fallback: number) => {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  return n;
};
const settings = {
  duration: positive('duration', values.duration, values.quick ? 2 : 10),
  warmup: positive('warmup', values.warmup, values.quick ? 1 : 3),
  connections: positive('connections', values.connections, values.quick ? 10 : 50),
  pipelining: positive('pipelining', values.pipelining, 1),
};

type Kind = 'reference' | 'json' | 'page';
type Target = { name: string; kind: Kind; url: string };
type Measured = Target & { result: Result };

// Issue 8's goals, as a share of the reference's requests/s.
const GOAL: Record<Kind, number> = { reference: 1, json: 0.5, page: 0.15 };

const log = (message: string) => console.log(`[bench] ${message}`);

type Child = { process: ChildProcess; output: () => string; stop: () => Promise<void> };

function startChild(script: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGTERM lets the app finish and stop its PostgreSQL; a hung child is killed after 20 s.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitUntilAnswering(url: string, child: Child, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`server exited (code ${child.process.exitCode}):\n${child.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s:\n${child.output()}`);
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * autocannon stops with requests still in flight, and the server finishes them anyway: one more
 * request, queued behind them, returns once that backlog is served, so it never spills into the
 * next measurement.
 */
async function drain(url: string): Promise<void> {
  await fetch(url, { signal: AbortSignal.timeout(120_000) }).then((response) => response.arrayBuffer());
}

async function measure(target: Target): Promise<Measured> {
  // Every browser asks for a compressed answer; the reference's small JSON is sent as it is either way.
  const headers = { 'accept-encoding': 'br, gzip' };
  const common = { url: target.url, headers, connections: settings.connections, pipelining: settings.pipelining, timeout: 10 };
  await autocannon({ ...common, duration: settings.warmup });
  await drain(target.url);
  const result = await autocannon({ ...common, duration: settings.duration });
  await drain(target.url);
  log(`${target.name}: ${result.requests.average.toFixed(0)} req/s`);
  return { ...target, result };
}

function table(rows: Measured[]): string {
  const reference = rows.find((r) => r.kind === 'reference')!.result.requests.average;
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs reference', 'goal', 'met'];
  const lines = rows.map((r) => {
    const ratio = r.result.requests.average / reference;
    const goal = r.kind === 'reference' ? '' : `≥${(GOAL[r.kind] * 100).toFixed(0)}%`;
    const verdict = r.kind === 'reference' ? '' : ratio >= GOAL[r.kind] ? 'pass' : 'miss';
    return [
      r.name,
      r.result.requests.average.toFixed(0),
      r.result.latency.p50.toFixed(1),
      r.result.latency.p99.toFixed(1),
      String(r.result.non2xx),
      String(r.result.errors),
      `${(ratio * 100).toFixed(1)}%`,
      goal,
      verdict,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [format(header), `|${widths.map((w, i) => (i === 0 ? ':' : '') + '-'.repeat(w + 1) + (i === 0 ? '' : ':')).join('|')}|`, ...lines.map(format)].join(
    '\n',
  );
}

const tempDir = await mkdtemp(path.join(os.tmpdir(), 'consultancy-bench-'));
// PostgreSQL runs as its own user when we are root and must be able to reach its data folder.
await chmod(tempDir, 0o755);
const children: Child[] = [];
const cleanUp = async () => {
  await Promise.all(children.map((child) => child.stop()));
  await rm(tempDir, { recursive: true, force: true });
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

let failed = false;
try {
  ensureClientBuilt(log);
  log(`${settings.duration} s per target after ${settings.warmup} s warm-up, ${settings.connections} connections, pipelining ${settings.pipelining}`);

  const appPort = values.port ? Number(values.port) : await getPort({ host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${appPort}`;
  log('starting the app (production, embedded PostgreSQL, demo content)…');
  const app = startChild('src/server/main.ts', {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tempDir, 'data'),
    ADMIN_PASSWORD: 'bench-admin-password',
    DATABASE_URL: '',
  });
  children.push(app);
  await waitUntilAnswering(`${appUrl}/api/health`, app, 180);

  const services = await json<unknown>(`${appUrl}/api/services`);
  const [member] = (await json<{ data: { id: number }[] }>(`${appUrl}/api/team`)).data;
  const [post] = (await json<{ data: { slug: string }[] }>(`${appUrl}/api/blog`)).data;
  if (!member || !post) throw new Error('the demo content has no team member or no published post');

  // The reference answers the same bytes as /api/services, so the comparison is of the work, not the payload.
  const referenceBody = path.join(tempDir, 'reference.json');
  await writeFile(referenceBody, JSON.stringify(services));
  const referencePort = values.port ? appPort + 1 : await getPort({ host: '127.0.0.1' });
  const reference = startChild('scripts/bench-reference.ts', { NODE_ENV: 'production', PORT: String(referencePort), BENCH_REFERENCE_BODY: referenceBody });
  children.push(reference);
  await waitUntilAnswering(`http://127.0.0.1:${referencePort}/reference`, reference, 60);

  const targets: Target[] = [
    { name: 'reference (bare Fastify)', kind: 'reference', url: `http://127.0.0.1:${referencePort}/reference` },
    { name: 'GET /api/services', kind: 'json', url: `${appUrl}/api/services` },
    { name: 'GET /api/blog', kind: 'json', url: `${appUrl}/api/blog` },
    { name: `GET /api/team/${member.id}`, kind: 'json', url: `${appUrl}/api/team/${member.id}` },
    { name: 'page /', kind: 'page', url: `${appUrl}/` },
    { name: 'page /services', kind: 'page', url: `${appUrl}/services` },
    { name: `page /blog/${post.slug}`, kind: 'page', url: `${appUrl}/blog/${post.slug}` },
  ];
  const measured: Measured[] = [];
  for (const target of targets) measured.push(await measure(target));

  const floods = await measureFloods(appUrl, settings.duration, log);

  console.log(`\n${table(measured)}\n`);
  console.log(`${floodTable(floods)}\n`);
  console.log(
    `node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  // autocannon counts timeouts among errors; a target that completed no request was not measured at all.
  const broken = measured.filter((m) => m.result.non2xx + m.result.errors > 0 || m.result['2xx'] === 0);
  if (broken.length) {
    failed = true;
    console.error(`FAILED: non-2xx answers, errors or no answer at all from ${broken.map((m) => m.name).join(', ')}`);
  }
  const brokenFloods = floodBroken(floods);
  if (brokenFloods.length) {
    failed = true;
    console.error(`FAILED: errors in the flood, or a probe not answered 2xx, during ${brokenFloods.map((f) => f.name).join(', ')}`);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
