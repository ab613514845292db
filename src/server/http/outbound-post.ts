import http from 'node:http';
import https from 'node:https';
import { guardedLookup, refusedAddress } from '../lib/outbound-address';

/** How long a receiver has to answer; a slow one is a failed attempt. */
const TIMEOUT_MS = 10_000;
/** Enough of a receiver's answer to show staff why it refused; the rest is not read. */
const KEPT_ANSWER_BYTES = 300;

export type Attempt = { ok: true; status: number; ms: number } | { ok: false; status: number | null; ms: number; error: string };

type Post = { url: string; headers: Record<string, string>; body: string; allowPrivate: boolean };

/**
 * POSTs a JSON body to a URL staff gave (a webhook endpoint). A 2xx succeeds; anything else (another
 * status, a redirect, which is not followed, a timeout, a refused address) fails with its reason.
 */
export async function postJsonOutbound({ url, headers: extra, body, allowPrivate }: Post): Promise<Attempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(url);
  const refused = await refusedAddress(target, allowPrivate);
  if (refused) return { ok: false, status: null, ms: elapsed(), error: refused };
  const headers = { 'content-type': 'application/json', 'user-agent': 'consultancy-platform/1', ...extra };
  const transport = target.protocol === 'https:' ? https : http;
  return new Promise<Attempt>((resolve) => {
    const request = transport.request(target, { method: 'POST', headers, timeout: TIMEOUT_MS, lookup: guardedLookup(allowPrivate) as never }, (response) => {
      const status = response.statusCode ?? 0;
      let answer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (answer.length < KEPT_ANSWER_BYTES) answer += chunk;
      });
      response.on('end', () => {
        if (status >= 200 && status < 300) return resolve({ ok: true, status, ms: elapsed() });
        const reason = status >= 300 && status < 400 ? 'redirects are not followed' : answer.slice(0, KEPT_ANSWER_BYTES).trim();
        resolve({ ok: false, status, ms: elapsed(), error: `HTTP ${status}${reason ? `: ${reason}` : ''}` });
      });
      response.on('error', (error) => resolve({ ok: false, status, ms: elapsed(), error: error.message }));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.on('error', (error) => resolve({ ok: false, status: null, ms: elapsed(), error: error.message }));
    request.end(body);
  });
}
