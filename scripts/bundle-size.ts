/**
 * Prints the public site's first-load JavaScript (the entry chunk and every chunk it imports
 * statically: what index.html loads or modulepreloads) raw, gzip and brotli, the largest chunks,
 * and the admin's chunks, from Vite's build manifest. A measurement: it exits 0 over budget too.
 *
 *   npm run size                         builds, then measures dist/client
 *   node --import tsx scripts/bundle-size.ts <client dir>
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Manifest, ManifestChunk } from 'vite';

const BUDGET_GZIP_BYTES = 150 * 1024;

const clientDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist/client'));
const manifestFile = path.join(clientDir, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`no build manifest at ${manifestFile}: run "npm run build" first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

type Size = { raw: number; gzip: number; brotli: number };

// Level 9 gzip, as Vite's own build report; brotli at its default (best) quality.
const measure = (file: string): Size => {
  const bytes = readFileSync(path.join(clientDir, file));
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

const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
const firstLoad = closure(entryKeys, false);
const adminEntries = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && key.startsWith('admin/'));
const isAdmin = (key: string) => key.startsWith('admin/');
// What the public site loads on demand (a form's first submit, the menu, a toast); the admin may share some of it.
const publicLazy = [...closure(entryKeys, true, (key) => !isAdmin(key))].filter((key) => !firstLoad.has(key));
const publicLazySet = new Set(publicLazy);
const adminChunks = [...closure(adminEntries, true)].filter((key) => !firstLoad.has(key) && !publicLazySet.has(key));
const adminSet = new Set(adminChunks);

const bySize = <T extends { size: Size }>(items: T[]) => items.sort((a, b) => b.size.gzip - a.size.gzip);
const sized = (keys: Iterable<string>) =>
  bySize([...keys].map((key) => ({ key, file: (manifest[key] as ManifestChunk).file, size: measure((manifest[key] as ManifestChunk).file) })));

const firstLoadChunks = sized(firstLoad);
const firstLoadTotal = sum(firstLoadChunks.map((c) => c.size));
const firstLoadCss = [...new Set([...firstLoad].flatMap((key) => manifest[key]?.css ?? []))].map(measure);

console.log(`Client build: ${clientDir}\n`);
console.log(`Public first load (${firstLoadChunks.length} JS chunks)\n${header}`);
for (const chunk of firstLoadChunks) console.log(row(chunk.file, chunk.size));
console.log(row('TOTAL first-load JS', firstLoadTotal));
if (firstLoadCss.length > 0) console.log(row('first-load CSS', sum(firstLoadCss)));

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

console.log(`\nLargest chunks overall\n${header}`);
for (const chunk of sized(Object.keys(manifest).filter((key) => manifest[key]?.file.endsWith('.js'))).slice(0, 10)) {
  console.log(row(`${chunk.file}${firstLoad.has(chunk.key) ? '  [first load]' : adminSet.has(chunk.key) ? '  [admin]' : publicLazySet.has(chunk.key) ? '  [on demand]' : ''}`, chunk.size));
}

const adminInFirstLoad = adminEntries.filter((key) => firstLoad.has(key));
const withinBudget = firstLoadTotal.gzip <= BUDGET_GZIP_BYTES;
console.log(
  `\nBudget: first-load JS ${(firstLoadTotal.gzip / 1024).toFixed(1)} KB gzip of ${BUDGET_GZIP_BYTES / 1024} KB: ${withinBudget ? 'MET' : 'OVER'}`,
);
console.log(`Admin entry chunks in the public first load: ${adminInFirstLoad.length === 0 ? 'none' : adminInFirstLoad.join(', ')}`);
