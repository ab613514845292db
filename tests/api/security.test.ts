import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ContactMessageEntity } from '../../src/modules/contact/contact-message.entity';
import { JobApplicationEntity } from '../../src/modules/applications/job-application.entity';
import { NewsletterSubscriberEntity } from '../../src/modules/newsletter/newsletter-subscriber.entity';
import { TEST_ADMIN } from '../support/test-admin';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ PUBLIC_WRITE_LIMIT: '4' });

const contact = (extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.api('/api/contact', { headers, body: { name: 'Rate Tester', email: 'r@example.com', subject: 'Hello', message: 'Long enough message.', ...extra } });

describe('login brute-force protection', () => {
  it('after 5 failures for a username, answers 429 with Retry-After, even for the right password', async () => {
    const username = TEST_ADMIN.username;
    for (let i = 0; i < 5; i++) {
      expect((await t.api('/api/auth/login', { body: { username, password: `wrong-${i}` } })).status).toBe(401);
    }
    const blocked = await t.api('/api/auth/login', { body: { username, password: TEST_ADMIN.password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, message: 'Too many failed sign-in attempts. Please try again in 15 minutes.', code: 'RATE_LIMITED' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('an unknown username is throttled exactly like a known one', async () => {
    for (let i = 0; i < 5; i++) await t.api('/api/auth/login', { body: { username: 'ghost-user', password: `wrong-${i}` } });
    const blocked = await t.api('/api/auth/login', { body: { username: 'ghost-user', password: 'whatever' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  });
});

describe('public write limits and the honeypot', () => {
  it('a filled honeypot is answered as success and stores nothing, on every public form', async () => {
    const em = t.orm.em.fork();
    const counts = async () => [await em.count(ContactMessageEntity), await em.count(JobApplicationEntity), await em.count(NewsletterSubscriberEntity)];
    const before = await counts();
    const [position] = (await t.api('/api/careers')).body.data;
    const bot = { 'x-forwarded-for': '203.0.113.9' };
    expect((await contact({ website: 'http://spam.example' }, bot)).body).toMatchObject({ success: true });
    expect((await t.api(`/api/careers/${position.id}/apply`, { body: { name: 'Bot', email: 'bot@example.com', website: 'x' } })).body).toMatchObject({
      success: true,
    });
    expect((await t.api('/api/newsletter', { body: { email: 'bot@example.com', website: 'x' } })).body).toMatchObject({ success: true });
    expect(await counts()).toEqual(before);
  });

  it('caps submissions per client address with 429, Retry-After and the envelope, across REST and tRPC', async () => {
    // This server does not trust X-Forwarded-For, so a spoofed header cannot dodge the limit.
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof contact>> | undefined;
    for (let i = 0; i < 8 && !refused; i++) {
      const res = await contact({}, { 'x-forwarded-for': `198.51.100.${i}` });
      if (res.status === 201) accepted++;
      else refused = res;
    }
    expect(accepted).toBeLessThanOrEqual(4);
    expect(refused?.status).toBe(429);
    expect(refused?.body).toEqual({ success: false, message: 'Too many submissions from your address. Please try again in 10 minutes.', code: 'RATE_LIMITED' });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);

    const viaTrpc = await fetch(`${t.url}/api/trpc/contact.send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rate Tester', email: 'r@example.com', subject: 'Hello', message: 'Long enough message.' }),
    });
    expect(viaTrpc.status).toBe(429);
    // Reads are never limited.
    expect((await t.api('/api/services')).status).toBe(200);
  });
});

describe('security headers', () => {
  it('pages and API answers carry a CSP, frame protection and no server fingerprint', async () => {
    for (const path of ['/', '/services', '/api/services', '/no-such-page']) {
      const res = await fetch(`${t.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('server')).toBeNull();
    }
  });

  it('the dashboard and the API reference are isolated from the window that opened them; public pages are not', async () => {
    for (const path of ['/admin/login', '/admin/dashboard', '/api/docs', '/api/docs/static/index.html']) {
      const res = await fetch(`${t.url}${path}`, { redirect: 'manual' });
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
    for (const path of ['/', '/services', '/blog', '/administration', '/api/services']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.headers.get('cross-origin-opener-policy'), path).toBeNull();
    }
  });

  it('the only executable inline script on a page is the theme bootstrap, allowed by its exact hash', async () => {
    for (const path of ['/', '/blog', '/admin/login', '/no-such-page']) {
      const res = await fetch(`${t.url}${path}`);
      const html = await res.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/type="application\/(json|ld\+json)"/.test(attributes ?? ''),
      );
      expect(inline, path).toHaveLength(1);
      const hash = createHash('sha256').update(inline[0]![2]!).digest('base64');
      const scriptSrc = (res.headers.get('content-security-policy') ?? '').split(';').find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
      expect(html.indexOf(inline[0]![0])).toBeLessThan(html.indexOf('</head>'));
    }
  });
});
