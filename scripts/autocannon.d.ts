// autocannon ships no types; these are the parts scripts/bench.ts uses (autocannon 8).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; max: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    '2xx': number;
  };
  export type Options = { url: string; connections?: number; pipelining?: number; duration?: number; timeout?: number };
  export default function autocannon(options: Options): Promise<Result>;
}
