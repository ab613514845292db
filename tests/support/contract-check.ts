import { afterEach, expect } from 'vitest';
import { checkAgainstDocument, settledProblems } from './answer-checks';

/**
 * Every API test file runs this first (vitest.config.ts, setupFiles): each answer any test receives
 * from a test server over fetch is checked against the OpenAPI document, and a test that received one
 * the document does not allow fails. The check reads a copy of the body beside the test, so a test
 * reading a slow answer is not held up; the test's end waits for the checks.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const WRAPPED = Symbol.for('consultancy.contract-checked-fetch');
type CheckedFetch = typeof fetch & { [WRAPPED]?: true };

// Files share one module graph per worker (isolate: false): wrap once.
if (!(globalThis.fetch as CheckedFetch)[WRAPPED]) {
  const send = globalThis.fetch;
  const checked: CheckedFetch = async (input, init) => {
    const response = await send(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (LOOPBACK.has(new URL(url).hostname)) {
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const copy = response.clone();
      checkAgainstDocument({ method, url, status: response.status, contentType: response.headers.get('content-type') }, () => copy.text());
    }
    return response;
  };
  checked[WRAPPED] = true;
  globalThis.fetch = checked;
}

afterEach(async () => {
  expect(await settledProblems(), 'answers the OpenAPI document does not allow').toEqual([]);
});
