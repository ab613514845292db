import { request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BATCH_TOO_LARGE_MESSAGE } from '../../src/server/http/trpc-batches';
import { useTestApp } from '../support/test-app';

const LIMIT = 5;
const t = useTestApp({ PUBLIC_WRITE_LIMIT: String(LIMIT) });
let token = '';
beforeAll(async () => {
  token = await t.login();
});

const rows = async (table: string) => Number((await t.orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from ${table}`))[0]?.n);

const message = { name: 'Limit Tester', email: 'limit@example.com', subject: 'Hello', message: 'Long enough message.' };
const post = (path: string, body: unknown) =>
  fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** A tRPC batch of `emails.length` newsletter sign-ups, as httpBatchLink sends it. */
const subscribeBatch = (emails: string[]) =>
  post(`/api/trpc/${emails.map(() => 'newsletter.subscribe').join(',')}?batch=1`, Object.fromEntries(emails.map((email, i) => [i, { email }])));

describe('public write limits are keyed on the procedure, not the address', () => {
  it('letter case, trailing slashes and encodings of /api/contact all count against one limit', async () => {
    const before = await rows('contact_messages');
    const addresses = [
      '/api/contact',
      '/api/CONTACT',
      '/api/contact/',
      '/api/trpc/contact.send',
      '/api/trpc/contact%2Esend',
      '/api/%63ontact',
      '/api/CONTACT/',
    ];
    const statuses = [];
    for (const address of addresses) statuses.push((await post(address, message)).status);
    // `%63ontact` is no route at all (the adapter does not decode it), so it stores nothing and counts nothing.
    // REST answers a create 201; tRPC answers every success 200.
    expect(statuses).toEqual([201, 201, 201, 200, 200, 404, 429]);
    expect(await rows('contact_messages')).toBe(before + LIMIT);
  });

  it('refuses a batch of more than 10 calls with the envelope, before counting any of them', async () => {
    const tooMany = await subscribeBatch(Array.from({ length: 11 }, (_, i) => `cap${i}@example.com`));
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message: BATCH_TOO_LARGE_MESSAGE });
    const encoded = await post(`/api/trpc/${Array(11).fill('newsletter.subscribe').join('%2C')}?batch=1`, {});
    expect(encoded.status).toBe(400);
  });

  it('counts each call of a batch of 7 and refuses only the calls over the limit', async () => {
    const before = await rows('newsletter_subscribers');
    const batch = await subscribeBatch(Array.from({ length: 7 }, (_, i) => `batch${i}@example.com`));
    const answers = (await batch.json()) as { result?: unknown; error?: { message: string; data: { httpStatus: number; code: string } } }[];
    expect(answers).toHaveLength(7);
    expect(answers.filter((answer) => answer.result).length).toBe(LIMIT);
    const refused = answers.filter((answer) => answer.error);
    expect(refused).toHaveLength(7 - LIMIT);
    for (const { error } of refused) {
      expect(error?.data).toMatchObject({ httpStatus: 429, code: 'RATE_LIMITED' });
      expect(error?.message).toMatch(/^Too many submissions from your address/);
    }
    expect(await rows('newsletter_subscribers')).toBe(before + LIMIT);
    // The budget is spent for single calls too, over REST and tRPC.
    expect((await post('/api/newsletter', { email: 'after@example.com' })).status).toBe(429);
    expect((await post('/api/trpc/newsletter.subscribe', { email: 'after@example.com' })).status).toBe(429);
  });
});

/** An upload without a session; a connection the server closes on the unread body counts as refused too. */
const anonymousUpload = (body: Buffer) =>
  new Promise<{ status: number; code: string }>((resolve) => {
    const req = request(
      `${t.url}/api/admin/media?filename=big.png`,
      { method: 'POST', headers: { 'content-type': 'image/png', 'content-length': body.length } },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, code: (JSON.parse(text) as { code: string }).code }));
      },
    );
    req.on('error', () => resolve({ status: 0, code: 'CLOSED' }));
    req.end(body);
  });

describe('body limits are per route', () => {
  it('a 150 KB blog post saves; public forms stay small', async () => {
    const content = `<p>${'Long read. '.repeat(15_000)}</p>`;
    expect(content.length).toBeGreaterThan(150_000);
    const saved = await t.api('/api/admin/blog', { token, body: { title: 'A long read', content } });
    expect(saved.status).toBe(201);
    expect(saved.body.data.content.length).toBeGreaterThan(150_000);

    const big = await t.api('/api/careers/1/apply', { body: { name: 'N', email: 'n@example.com', coverLetter: 'x'.repeat(70 * 1024) } });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('PAYLOAD_TOO_LARGE');
    // A chunked body has no Content-Length to refuse by: it is cut off as it passes the limit.
    const chunks = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ name: 'N', email: 'n@example.com', coverLetter: 'x'.repeat(70 * 1024) })));
        controller.close();
      },
    });
    const chunked = await fetch(`${t.url}/api/careers/1/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('an image body is accepted only by the upload route', async () => {
    const image = await fetch(`${t.url}/api/admin/blog`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
      body: new Uint8Array(200 * 1024),
    });
    expect(image.status).toBe(415);
    expect((await image.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('50 parallel anonymous 4.9 MB uploads are refused unread: memory stays near its baseline', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    // One buffer written by reference to every socket: the client adds no copies to the process.
    const body = Buffer.alloc(4.9 * 1024 * 1024);
    gc();
    const baseline = process.memoryUsage();
    // Buffers held at once, sampled through the burst: about 9 MB here, 94 MB when the bodies were read
    // before the session was checked (up to 50 × 4.9 MB = 245 MB).
    let peakBuffers = baseline.arrayBuffers;
    const sampler = setInterval(() => (peakBuffers = Math.max(peakBuffers, process.memoryUsage().arrayBuffers)), 1);
    const answers = await Promise.all(Array.from({ length: 50 }, () => anonymousUpload(body))).finally(() => clearInterval(sampler));
    expect(answers.filter(({ status }) => status === 401).length).toBeGreaterThan(0);
    expect(answers.every(({ status, code }) => (status === 401 && code === 'UNAUTHORIZED') || code === 'CLOSED')).toBe(true);
    expect(peakBuffers - baseline.arrayBuffers).toBeLessThan(32 * 1024 * 1024);
    gc();
    // Measured: about 30 MB here, 117 MB when the bodies were read before the session was checked.
    expect(process.memoryUsage().rss - baseline.rss).toBeLessThan(64 * 1024 * 1024);
  });
});
