import { beforeAll, describe, expect, it } from 'vitest';
import { INPUT_DEPTH_MESSAGE } from '../../src/server/trpc/trpc';
import { CSV_EXPORT_PATHS } from '../../src/shared/api-paths';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

const LEVELS = 10_000;
const DEEP_BODIES = {
  'closed arrays': '['.repeat(LEVELS) + ']'.repeat(LEVELS),
  'closed objects': '{"a":'.repeat(LEVELS) + '1' + '}'.repeat(LEVELS),
  'a deep field': `{"name":${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}}`,
};

const postJson = (path: string, body: string) => fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('deeply nested JSON answers 400 with the depth limit, never a stack overflow', () => {
  it.each(Object.entries(DEEP_BODIES))('over REST: %s', async (_, body) => {
    const res = await postJson('/api/contact', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message: INPUT_DEPTH_MESSAGE });
  });

  it.each(Object.entries(DEEP_BODIES))('over tRPC: %s', async (_, body) => {
    const res = await postJson('/api/trpc/contact.send', body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ message: INPUT_DEPTH_MESSAGE, data: { code: 'VALIDATION_FAILED', httpStatus: 400 } });
  });

  it('unclosed nesting is malformed JSON, over both; a deep query input too', async () => {
    const open = '['.repeat(LEVELS);
    const rest = await postJson('/api/contact', open);
    expect(rest.status).toBe(400);
    expect((await rest.json()).code).toBe('VALIDATION_FAILED');
    const trpc = await postJson('/api/trpc/contact.send', open);
    expect(trpc.status).toBe(400);
    // As deep as a URL may carry (headers stop at 16 KB).
    const input = encodeURIComponent('['.repeat(2000) + ']'.repeat(2000));
    const query = await fetch(`${t.url}/api/trpc/blog.bySlug?input=${input}`);
    expect(query.status).toBe(400);
    expect((await query.json()).error.message).toBe(INPUT_DEPTH_MESSAGE);
  });
});

describe('malformed URLs', () => {
  it.each(['/%E0%A4%A', '/api/%E0%A4%A', '/api/trpc/%E0%A4%A', '/blog/%E0%A4%A'])('%s answers the envelope with the security headers', async (path) => {
    const res = await fetch(`${t.url}${path}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message: 'Malformed URL' });
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('CSV exports', () => {
  it('a formula after a ; separator in a submission is defused in the export', async () => {
    const sent = await t.api('/api/contact', { body: { name: 'Bob;=1+2', email: 'bob@example.com', subject: '-2+3', message: 'Long enough message.' } });
    expect(sent.status).toBe(201);
    const csv = await (await fetch(`${t.url}${CSV_EXPORT_PATHS.contacts}`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(csv).toContain(`"'Bob;=1+2"`);
    expect(csv).toContain(`"'-2+3"`);
    expect(csv).not.toMatch(/(^|,)Bob;=/m);
  });
});

describe('links and paths in settings', () => {
  const put = (body: object) => t.api('/api/admin/settings', { token, method: 'PUT', body });

  it.each([
    { social: { linkedin: 'javascript:alert(1)' } },
    { social: { twitter: 'data:text/html,<script>alert(1)</script>' } },
    { social: { facebook: 'vbscript:msgbox(1)' } },
    { seo: { ogUrl: 'javascript:alert(1)' } },
    { seo: { ogImage: '//evil.example/og.png' } },
    { logo: { dark: '//evil.example/logo.svg' } },
    { logo: { light: '/\\evil.example/logo.svg' } },
    { logo: { blue: 'https://evil.example/logo.svg' } },
  ])('refuses %j with a field message', async (body) => {
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const [group, fields] = Object.entries(body)[0]!;
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([`${group}.${Object.keys(fields)[0]}`]);
  });

  it('accepts https, http, mailto and tel links and same-site paths, and the footer and JSON-LD carry them', async () => {
    const res = await put({
      social: {
        linkedin: 'https://www.linkedin.com/company/us',
        twitter: 'http://twitter.example/us',
        facebook: 'mailto:hello@example.com',
        instagram: 'tel:+442000000000',
      },
      logo: { dark: '/media/7/dark-logo.svg' },
      seo: { ogUrl: 'https://dovetail.example/' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = await (await fetch(`${t.url}/`)).text();
    expect(page).toContain('href="mailto:hello@example.com"');
    expect(page).toContain('"sameAs":["https://www.linkedin.com/company/us","http://twitter.example/us","mailto:hello@example.com","tel:+442000000000"]');
  });
});
