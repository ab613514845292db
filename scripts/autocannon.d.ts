// autocannon ships no types; these are the parts scripts/bench.ts and scripts/bench-flood.ts use (autocannon 8).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; max: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  };
  type Request = { path?: string; method?: string; headers?: Record<string, string> };
  export type Options = {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    /** Requests per second over all connections. */
    overallRate?: number;
    /** Each request passes through `setupRequest`, which may change its path. */
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  };
  export default function autocannon(options: Options): Promise<Result>;
}
