import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const LINK = /<link rel="stylesheet" href="(\/styles\/site-[\w-]+\.css)" data-shared-styles \/>/;
/** The emotion classes a piece of HTML or CSS names (`cx-1abc2de`). */
const classIds = (text: string) => new Set(Array.from(text.matchAll(/\bcx-([a-zA-Z0-9_]+)/g), (match) => match[1] as string));
const TOKEN_DEFINITION = /--chakra-colors-[\w-]+:/;
const inlineStyles = (html: string) => Array.from(html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g), (match) => match[0]).join('');

describe('the stylesheet every public page shares (issue 19)', () => {
  it('every page links the same hashed sheet, served immutable as CSS in the encoding asked for', async () => {
    const hrefs = new Set<string>();
    for (const path of ['/', '/services', '/contact', '/no-such-page']) {
      const html = await (await fetch(`${t.url}${path}`)).text();
      hrefs.add(LINK.exec(html)?.[1] ?? `none on ${path}`);
    }
    expect(hrefs.size).toBe(1);
    const [href] = [...hrefs];

    const plain = await fetch(`${t.url}${href}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const css = await plain.text();
    // Chakra's layer order and tokens, then classes.
    expect(css.startsWith('@layer')).toBe(true);
    expect(css).toMatch(TOKEN_DEFINITION);

    const compressed = await fetch(`${t.url}${href}`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe(css);
    const etag = compressed.headers.get('etag')!;
    expect((await fetch(`${t.url}${href}`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } })).status).toBe(304);
  });

  it('a page carries only the rules the shared sheet lacks, and between the two every class it names', async () => {
    const html = await (await fetch(`${t.url}/services`)).text();
    const css = await (await fetch(`${t.url}${LINK.exec(html)![1]}`)).text();
    const shared = classIds(css);
    const inline = inlineStyles(html);
    const pageOwn = new Set(/<style data-emotion="cx ([^"]+)">/.exec(inline)?.[1]?.split(' '));

    expect([...pageOwn].filter((id) => shared.has(id))).toEqual([]);
    // Neither the tokens nor Chakra's other global CSS: those are in the shared sheet only.
    expect(inline).not.toMatch(TOKEN_DEFINITION);
    expect(inline).not.toContain('cx-global');
    const named = classIds(html.replace(/<style[\s\S]*?<\/style>/g, ''));
    expect([...named].filter((id) => !shared.has(id) && !pageOwn.has(id))).toEqual([]);
  });

  it('a stylesheet address this build did not make is not found', async () => {
    const res = await fetch(`${t.url}/styles/site-0000000000000000.css`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
