/**
 * The flood scenario of `npm run bench` (issue 18): while 100 connections each ask for a URL no one
 * asked for before, a paced probe measures the cached home page. Two floods:
 * - `/?x=N`: a query the page does not read, so every request is the home page's cache entry;
 * - `/blog?q=<unique>`: a blog search, never cached, so every request needs a render and meets the
 *   render queue (RENDER_CONCURRENCY, RENDER_QUEUE): past it, 503 with Retry-After.
 * Goals: the probe's p99 under 100 ms and the flood's own p50 under 50 ms.
 */
import autocannon, { type Result } from 'autocannon';

const FLOOD_CONNECTIONS = 100;
/** The probe asks 20 times a second, like a steady stream of ordinary visitors. */
const PROBE_RATE = 20;
const GOAL = { probeP99: 100, floodP50: 50 };

type Flood = { name: string; path: (n: number) => string };
export type FloodMeasured = { name: string; flood: Result; probe: Result };

const FLOODS: Flood[] = [
  { name: 'unique /?x=N', path: (n) => `/?x=${n}` },
  { name: 'unique /blog?q=…', path: (n) => `/blog?q=flood-${n}-${Math.random().toString(36).slice(2, 8)}` },
];

const headers = { 'accept-encoding': 'br, gzip' };

async function floodWithProbe(appUrl: string, flood: Flood, duration: number): Promise<FloodMeasured> {
  let n = 0;
  const [floodResult, probe] = await Promise.all([
    autocannon({
      url: appUrl,
      headers,
      connections: FLOOD_CONNECTIONS,
      duration,
      timeout: 10,
      requests: [{ setupRequest: (request) => ({ ...request, path: flood.path(n++) }) }],
    }),
    autocannon({ url: `${appUrl}/`, headers, connections: 1, overallRate: PROBE_RATE, duration, timeout: 10 }),
  ]);
  return { name: flood.name, flood: floodResult, probe };
}

export async function measureFloods(appUrl: string, duration: number, log: (message: string) => void): Promise<FloodMeasured[]> {
  // The home page is cached before the floods begin, as on a site that has been up a while.
  await fetch(`${appUrl}/`).then((response) => response.arrayBuffer());
  const measured: FloodMeasured[] = [];
  for (const flood of FLOODS) {
    const result = await floodWithProbe(appUrl, flood, duration);
    log(`flood ${flood.name}: ${result.flood.requests.average.toFixed(0)} req/s, probe p99 ${result.probe.latency.p99.toFixed(1)} ms`);
    measured.push(result);
  }
  return measured;
}

const count = (result: Result, status: string) => result.statusCodeStats[status]?.count ?? 0;

export function floodTable(rows: FloodMeasured[]): string {
  const header = ['flood (100 connections)', 'req/s', 'p50 ms', '200', '503', 'errors', 'probe / p50 ms', 'probe p99 ms', 'goals met'];
  const lines = rows.map(({ name, flood, probe }) => {
    const met = probe.latency.p99 < GOAL.probeP99 && flood.latency.p50 < GOAL.floodP50;
    return [
      name,
      flood.requests.average.toFixed(0),
      flood.latency.p50.toFixed(1),
      String(count(flood, '200')),
      String(count(flood, '503')),
      String(flood.errors),
      probe.latency.p50.toFixed(1),
      probe.latency.p99.toFixed(1),
      met ? 'pass' : 'miss',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [
    format(header),
    `|${widths.map((w, i) => (i === 0 ? ':' : '') + '-'.repeat(w + 1) + (i === 0 ? '' : ':')).join('|')}|`,
    ...lines.map(format),
    `goals: probe p99 < ${GOAL.probeP99} ms and the flood's p50 < ${GOAL.floodP50} ms; the probe asks for / ${PROBE_RATE} times a second`,
  ].join('\n');
}

/** The probe must always be answered; the flood may be refused (503) but not fail. */
export const floodBroken = (rows: FloodMeasured[]) =>
  rows.filter(({ flood, probe }) => probe.non2xx + probe.errors > 0 || probe['2xx'] === 0 || flood.errors > 0 || flood['2xx'] === 0);
