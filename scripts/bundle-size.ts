/**
 * Prints what each public page loads before the visitor does anything (the entry chunk and the chunks
 * index.html modulepreloads), raw, gzip and brotli; what waking the page's islands adds (React, Chakra
 * and each island's code, read from the page the server renders); the admin's chunks; from Vite's
 * build manifest. A first-time visitor wakes no island with the page (islands/island-wake.ts).
 * Then each page's HTML as the server sends it, its inline CSS, and the stylesheet all pages share.
 * Exits 1 when a page's HTML or the shared CSS is over its budget (brotli; the JavaScript budget is
 * reported only).
 *
 *   npm run size                         builds, then measures dist/client against the app it boots
 *   node --import tsx scripts/bundle-size.ts [--url http://host:port]   (a running app built from dist/client)
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Manifest, ManifestChunk } from 'vite';
import type { IslandSpec } from '../src/client/islands/island-registry';
import { startAppProcess } from './lib/app-process';
import { publicPagePaths } from './lib/public-pages';

const BUDGET_GZIP_BYTES = 150 * 1024;
/** Issue 19: each page's HTML, and the CSS shared by all pages (cached across them), brotli. */
const BUDGET_HTML_BROTLI_BYTES = 10 * 1024;
const BUDGET_SHARED_CSS_BROTLI_BYTES = 25 * 1024;

const { values: args } = parseArgs({ options: { url: { type: 'string' } } });
const clientDir = path.resolve(import.meta.dirname, '../dist/client');
const manifestFile = path.join(clientDir, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`no build manifest at ${manifestFile}: run "npm run build" first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

type Size = { raw: number; gzip: number; brotli: number };

// Level 9 gzip, as Vite's own build report; brotli at its default (best) quality.
const measure = (file: string): Size => measureBytes(readFileSync(path.join(clientDir, file)));
const measureBytes = (bytes: Buffer): Size => {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
  };
};
const sum = (sizes: Size[]): Size =>
  sizes.reduce((total, s) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip, brotli: total.brotli + s.brotli }), { raw: 0, gzip: 0, brotli: 0 });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
const row = (label: string, s: Size) => `${kb(s.raw)} ${kb(s.gzip)} ${kb(s.brotli)}  ${label}`;
const header = `${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`;

/** The chunks these entries pull in: their static imports and, with `dynamic`, the lazy ones not refused by `enter`. */
function closure(keys: string[], dynamic: boolean, enter: (key: string) => boolean = () => true): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key] as ManifestChunk;
    chunk.imports?.forEach(visit);
    if (dynamic) chunk.dynamicImports?.filter(enter).forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

const PUBLIC_ENTRY = 'index.html';
const ADMIN_ENTRY = 'admin.html';
for (const key of [PUBLIC_ENTRY, ADMIN_ENTRY]) {
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
}
// Its own entry, a shared chunk when the admin imports from the same modules, or (as Vite now bundles it) the public entry itself.
const ISLAND_REGISTRY = Object.keys(manifest).find((key) => key === 'islands/island-registry.ts' || manifest[key]?.name === 'island-registry') ?? PUBLIC_ENTRY;
/** Island name → its chunk's manifest key (the registry's dynamic imports, named after their modules). */
const islandChunks = new Map((manifest[ISLAND_REGISTRY]?.dynamicImports ?? []).map((key) => [path.basename(key).replace(/\.tsx?$/, ''), key]));
const HYDRATOR = Object.keys(manifest).find((key) => key.endsWith('islands/hydrate-island.tsx'));
if (!HYDRATOR) throw new Error('the island hydrator is not in the build manifest');
const islandChunk = (island: IslandSpec) => {
  const key = islandChunks.get(island.name) ?? [...islandChunks].find(([, chunkKey]) => manifest[chunkKey]?.name === island.name)?.[1];
  if (!key) throw new Error(`no chunk for island "${island.name}" in the build manifest`);
  return key;
};

// The pages, as the app renders them, with their islands.
const app = args.url ? { url: args.url, stop: async () => {} } : await startAppProcess();
type PageIslands = { path: string; islands: IslandSpec[]; html: string };
let pages: PageIslands[];
let sharedCss: { href: string; css: Buffer } | undefined;
try {
  const paths = await publicPagePaths(app.url);
  pages = await Promise.all(
    paths.map(async (pagePath) => {
      const html = await (await fetch(`${app.url}${pagePath}`)).text();
      const state = /<script type="application\/json" id="__APP_STATE__">(.*?)<\/script>/s.exec(html)?.[1];
      if (!state) throw new Error(`${pagePath} has no page state`);
      return { path: pagePath, islands: (JSON.parse(state) as { islands: IslandSpec[] }).islands, html };
    }),
  );
  const hrefs = new Set(pages.flatMap((page) => Array.from(page.html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g), (match) => match[1] as string)));
  if (hrefs.size !== 1) throw new Error(`the public pages link ${hrefs.size} stylesheets (${[...hrefs].join(', ')}), not one shared by all`);
  const href = [...hrefs][0] as string;
  sharedCss = { href, css: Buffer.from(await (await fetch(`${app.url}${href}`)).arrayBuffer()) };
} finally {
  await app.stop();
}

// Every chunk a public page loads before any interaction: the same for all of them.
const firstLoad = closure([PUBLIC_ENTRY], false);
// What the public site loads on demand (a form's code, the menu, a toast, a signed-in visitor's account menu).
const publicLazy = [...closure([PUBLIC_ENTRY, ...islandChunks.values()], true)].filter((key) => !firstLoad.has(key));
const publicLazySet = new Set(publicLazy);
const adminChunks = [...closure([ADMIN_ENTRY], true)].filter((key) => !firstLoad.has(key) && !publicLazySet.has(key));
const adminSet = new Set(adminChunks);

const bySize = <T extends { size: Size }>(items: T[]) => items.sort((a, b) => b.size.gzip - a.size.gzip);
const sized = (keys: Iterable<string>) =>
  bySize([...keys].map((key) => ({ key, file: (manifest[key] as ManifestChunk).file, size: measure((manifest[key] as ManifestChunk).file) })));

const total = (keys: Iterable<string>) => sum([...keys].map((key) => measure((manifest[key] as ManifestChunk).file)));
const kbGzip = (size: Size) => `${(size.gzip / 1024).toFixed(1)} KB`;

console.log(`Client build: ${clientDir}\n`);
console.log(`Public pages: JavaScript before any interaction, and what waking all of the page's islands adds`);
console.log(`${header}  page (+ once its islands are woken)`);
const perPage = pages.map((page) => {
  const size = total(firstLoad);
  const woken = total(closure([...firstLoad, HYDRATOR, ...page.islands.map(islandChunk)], false));
  const extra =
    page.islands.length > 0
      ? ` (+ ${kbGzip(sum([woken, { raw: -size.raw, gzip: -size.gzip, brotli: -size.brotli }]))} gzip for ${page.islands.map((i) => i.name).join(', ')})`
      : '';
  console.log(row(`${page.path}${extra}`, size));
  return { path: page.path, size };
});
const heaviest = perPage.reduce((max, page) => (page.size.gzip > max.size.gzip ? page : max));
const firstLoadCss = [...new Set([...firstLoad].flatMap((key) => manifest[key]?.css ?? []))].map(measure);
if (firstLoadCss.length > 0) console.log(row('CSS files', sum(firstLoadCss)));

const admin = sized(adminChunks);
console.log(`\nAdmin chunks (${admin.length}, loaded only under /admin)\n${header}`);
for (const chunk of admin.slice(0, 8)) console.log(row(chunk.file, chunk.size));
if (admin.length > 8) console.log(`  … and ${admin.length - 8} smaller`);
console.log(row('TOTAL admin JS', sum(admin.map((c) => c.size))));

const lazy = sized(publicLazy);
if (lazy.length > 0) {
  console.log(`\nPublic chunks loaded on demand, after the first load (${lazy.length})\n${header}`);
  for (const chunk of lazy) console.log(row(chunk.file, chunk.size));
}

console.log(`\nLargest chunks overall ([page] = loaded by some page before any interaction)\n${header}`);
for (const chunk of sized(Object.keys(manifest).filter((key) => manifest[key]?.file.endsWith('.js'))).slice(0, 10)) {
  console.log(
    row(
      `${chunk.file}${firstLoad.has(chunk.key) ? '  [page]' : adminSet.has(chunk.key) ? '  [admin]' : publicLazySet.has(chunk.key) ? '  [on demand]' : ''}`,
      chunk.size,
    ),
  );
}

const adminInFirstLoad = [...closure([ADMIN_ENTRY], true)].filter((key) => key.startsWith('admin/') && (firstLoad.has(key) || publicLazySet.has(key)));
const withinBudget = heaviest.size.gzip <= BUDGET_GZIP_BYTES;
console.log(
  `\nBudget: first-load JS at most ${kbGzip(heaviest.size)} gzip (${heaviest.path}) of ${BUDGET_GZIP_BYTES / 1024} KB: ${withinBudget ? 'MET' : 'OVER'}`,
);
console.log(`Admin code the public site loads: ${adminInFirstLoad.length === 0 ? 'none' : adminInFirstLoad.join(', ')}`);

// What each page's document weighs as sent, and the part of it that is CSS (its <style> tags).
console.log(`\nPublic pages: HTML as the server sends it, and the CSS inline in it\n${header}  page (inline CSS brotli)`);
const inlineCss = (html: string) => Array.from(html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g), (match) => match[0]).join('');
const htmlSizes = pages.map((page) => ({ path: page.path, size: measureBytes(Buffer.from(page.html)), css: measureBytes(Buffer.from(inlineCss(page.html))) }));
for (const page of htmlSizes) console.log(row(`${page.path} (${(page.css.brotli / 1024).toFixed(1)} KB)`, page.size));
const shared = measureBytes(sharedCss.css);
console.log(row(`shared stylesheet ${sharedCss.href} (every page, cached across them)`, shared));

const heaviestHtml = htmlSizes.reduce((max, page) => (page.size.brotli > max.size.brotli ? page : max));
const kbBrotli = (size: Size) => `${(size.brotli / 1024).toFixed(1)} KB`;
const overHtml = htmlSizes.filter((page) => page.size.brotli > BUDGET_HTML_BROTLI_BYTES);
const sharedWithin = shared.brotli <= BUDGET_SHARED_CSS_BROTLI_BYTES;
console.log(
  `Budget: HTML at most ${kbBrotli(heaviestHtml.size)} brotli (${heaviestHtml.path}) of ${BUDGET_HTML_BROTLI_BYTES / 1024} KB a page: ${overHtml.length === 0 ? 'MET' : `OVER on ${overHtml.map((page) => page.path).join(', ')}`}`,
);
console.log(`Budget: shared CSS ${kbBrotli(shared)} brotli of ${BUDGET_SHARED_CSS_BROTLI_BYTES / 1024} KB: ${sharedWithin ? 'MET' : 'OVER'}`);
if (overHtml.length > 0 || !sharedWithin) process.exitCode = 1;
