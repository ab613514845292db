import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, useTestApp } from '../../../tests/support/test-app';
import { expectCreated } from '../../../tests/support/expect-answers';

type Received = { headers: http.IncomingHttpHeaders; body: string };

/** An integration's endpoint: keeps what arrives and answers the statuses queued for it (200 once they run out). */
function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(statuses.shift() ?? 200).end('ok');
    });
  });
  const listening = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`)),
  );
  return { received, statuses, listening, close: () => new Promise((resolve) => server.close(resolve)) };
}

const t = useTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_RETRIES: '2' });
const receiver = startReceiver();
let token = '';
let url = '';
beforeAll(async () => {
  token = await t.login();
  url = await receiver.listening;
});
afterAll(() => receiver.close());

const register = async (events: string[], at = url) => {
  const res = await t.api('/api/admin/webhooks', { token, body: { url: at, description: 'CRM', events } });
  expectCreated(res, '/api/admin/webhooks/{id}');
  return res.body.data as { id: number; secret: string };
};
const contact = (email: string) =>
  t.api('/api/contact', { body: { name: 'Hook Sender', email, subject: 'Webhook test', message: 'Please send this on to the CRM.', inquiryType: 'services' } });
const deliveriesOf = async (id: number) => (await t.api(`/api/admin/webhooks/${id}/deliveries`, { token })).body.data as Record<string, unknown>[];
const arrivedFor = (email: string) => receiver.received.filter((r) => r.body.includes(email));
const waitFor = { timeout: 20_000, interval: 100 };

describe('webhooks', () => {
  it('a new contact message is delivered, signed as Standard Webhooks: the reference implementation verifies it', async () => {
    const endpoint = await register(['contact.created']);
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect((await t.api(`/api/admin/webhooks/${endpoint.id}`, { token })).body.data).not.toHaveProperty('secret');

    expect((await contact('first@example.com')).status).toBe(201);
    await vi.waitFor(() => expect(arrivedFor('first@example.com')).toHaveLength(1), waitFor);
    const [delivery] = arrivedFor('first@example.com');
    const payload = new Webhook(endpoint.secret).verify(delivery!.body, delivery!.headers as Record<string, string>) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe('contact.created');
    expect(payload.data).toMatchObject({ email: 'first@example.com', subject: 'Webhook test' });
    // A changed body no longer verifies.
    expect(() => new Webhook(endpoint.secret).verify(delivery!.body.replace('first@', 'other@'), delivery!.headers as Record<string, string>)).toThrow();

    await vi.waitFor(
      async () => expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200 }),
      waitFor,
    );
    await t.api(`/api/admin/webhooks/${endpoint.id}`, { token, method: 'DELETE' });
  });

  it('a receiver answering 500 gets the same message again after a back-off, until it takes it', async () => {
    const endpoint = await register(['contact.created']);
    receiver.statuses.push(500);
    await contact('retry@example.com');
    await vi.waitFor(() => expect(arrivedFor('retry@example.com')).toHaveLength(2), waitFor);
    const [first, second] = arrivedFor('retry@example.com');
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    await vi.waitFor(
      async () => expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 }),
      waitFor,
    );

    // Staff replay it from the log: it arrives once more, with the same id.
    const [logged] = await deliveriesOf(endpoint.id);
    const replay = await t.api(`/api/admin/webhooks/${endpoint.id}/deliveries/${String(logged!.id)}/replay`, { token, method: 'POST' });
    expect(replay.status).toBe(200);
    await vi.waitFor(() => expect(arrivedFor('retry@example.com')).toHaveLength(3), waitFor);
    expect(arrivedFor('retry@example.com')[2]!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    await t.api(`/api/admin/webhooks/${endpoint.id}`, { token, method: 'DELETE' });
  });

  it('an endpoint whose deliveries keep failing is switched off with the reason; switching it on clears that', async () => {
    const endpoint = await register(['contact.created']);
    // Every attempt of five messages (a first try and two retries each) fails.
    receiver.statuses.push(...Array.from({ length: 15 }, () => 503));
    for (let n = 0; n < 5; n++) await contact(`failing${n}@example.com`);
    await vi.waitFor(
      async () => expect((await t.api(`/api/admin/webhooks/${endpoint.id}`, { token })).body.data).toMatchObject({ isActive: false, consecutiveFailures: 5 }),
      { timeout: 60_000, interval: 250 },
    );
    const disabled = (await t.api(`/api/admin/webhooks/${endpoint.id}`, { token })).body.data;
    expect(disabled.disabledReason).toMatch(/^Switched off after 5 deliveries in a row failed; the last: HTTP 503/);
    const failed = await deliveriesOf(endpoint.id);
    expect(failed.every((d) => d.status === 'failed')).toBe(true);

    const sent = receiver.received.length;
    await contact('while-off@example.com');
    expect((await deliveriesOf(endpoint.id)).length).toBe(failed.length);
    const on = await t.api(`/api/admin/webhooks/${endpoint.id}`, { token, method: 'PUT', body: { isActive: true } });
    expect(on.body.data).toMatchObject({ isActive: true, disabledReason: null, consecutiveFailures: 0 });
    expect(receiver.received.length).toBe(sent);
    await t.api(`/api/admin/webhooks/${endpoint.id}`, { token, method: 'DELETE' });
  }, 90_000);

  it('a blog post going live, leaving the site and being deleted are content events', async () => {
    const endpoint = await register(['content.published', 'content.unpublished', 'content.deleted']);
    const post = (await t.api('/api/admin/blog', { token, body: { title: 'Hooked Post', content: '<p>Body</p>', isPublished: true } })).body.data;
    await t.api(`/api/admin/blog/${post.id}`, { token, method: 'PUT', body: { isPublished: false } });
    await t.api(`/api/admin/blog/${post.id}`, { token, method: 'DELETE' });
    const events = () =>
      receiver.received.filter((r) => r.body.includes(`"id":${post.id}`) && r.body.includes('"section":"blog"')).map((r) => JSON.parse(r.body).type);
    await vi.waitFor(() => expect(new Set(events())).toEqual(new Set(['content.published', 'content.unpublished', 'content.deleted'])), waitFor);
    const published = JSON.parse(receiver.received.find((r) => r.body.includes('content.published') && r.body.includes('hooked-post'))!.body);
    expect(published.data).toMatchObject({ section: 'blog', id: post.id, path: '/blog/hooked-post' });
    await t.api(`/api/admin/webhooks/${endpoint.id}`, { token, method: 'DELETE' });
  });

  it('only signed-in staff manage webhooks (no API key can), and bad input is refused naming the field', async () => {
    expect((await t.api('/api/admin/webhooks')).status).toBe(401);
    const key = (await t.api('/api/admin/api-keys', { token, body: { name: 'Reader', scopes: ['contacts:read'] } })).body.data;
    expect((await t.api('/api/admin/webhooks', { token: key.secret })).status).toBe(403);
    const bad = await t.api('/api/admin/webhooks', { token, body: { url: 'ftp://example.com/x', events: ['contact.created'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'url', message: 'URL must be an absolute https:// address' }]);
    const noEvents = await t.api('/api/admin/webhooks', { token, body: { url: 'https://example.com/x', events: ['contact.deleted'] } });
    expect(noEvents.body.errors[0].path).toBe('events.0');
    expect((await t.api('/api/admin/webhooks/999999', { token })).status).toBe(404);
  });
});

describe('webhook addresses', () => {
  it('without WEBHOOK_ALLOW_PRIVATE, plain http and loopback or private addresses are refused; nothing is stored', async () => {
    const app = await startTestApp();
    try {
      const staff = await app.login();
      const refused = async (address: string) => {
        const res = await app.api('/api/admin/webhooks', { token: staff, body: { url: address, events: ['contact.created'] } });
        expect(res.status, address).toBe(400);
        expect(res.body.errors?.[0]?.path, address).toBe('url');
        return res.body.message as string;
      };
      expect(await refused('http://crm.example.com/hook')).toMatch(/https/);
      for (const address of [
        'https://127.0.0.1/hook',
        'https://localhost/hook',
        'https://10.1.2.3/hook',
        'https://[::1]/hook',
        'https://169.254.169.254/latest',
      ]) {
        expect(await refused(address)).toMatch(/private or local address/);
      }
      expect((await app.api('/api/admin/webhooks', { token: staff })).body.data).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
