import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { precompress } from '../../scripts/vite-precompress';
import { rawGet } from '../support/raw-get';
import { startTestApp, type TestApp } from '../support/test-app';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const logo = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(80)}</svg>`;
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let clientDir = '';
let t: TestApp;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'consultancy-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'assets', 'entry-Ab12Cd34.js'), script);
  await writeFile(path.join(clientDir, 'logo-dark.svg'), logo);
  await writeFile(path.join(clientDir, 'dot.png'), png);
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><!--app-head--><!--app-styles--></head><body><!--app-html--><!--app-state--></body></html>',
  );
  const plugin = precompress();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root: clientDir, build: { outDir: clientDir } } as ResolvedConfig);
  await (plugin.closeBundle as () => Promise<void>)();
  t = await startTestApp({ CLIENT_DIR: clientDir });
});

afterAll(async () => {
  await t?.close();
  await rm(clientDir, { recursive: true, force: true });
});

it('the build writes brotli and gzip copies of text files only', async () => {
  const files = [...(await readdir(clientDir)), ...(await readdir(path.join(clientDir, 'assets')))].sort();
  expect(files).toEqual([
    'assets',
    'dot.png',
    'entry-Ab12Cd34.js',
    'entry-Ab12Cd34.js.br',
    'entry-Ab12Cd34.js.gz',
    'index.html',
    'logo-dark.svg',
    'logo-dark.svg.br',
    'logo-dark.svg.gz',
  ]);
});

it('serves hashed assets as immutable, in the encoding the browser accepts', async () => {
  const url = `${t.url}/assets/entry-Ab12Cd34.js`;
  const br = await rawGet(url, { 'accept-encoding': 'br, gzip' });
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(script);
  const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(script);
  const plain = await rawGet(url);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString('utf8')).toBe(script);
});

it('gives other public files a short max-age and leaves images uncompressed', async () => {
  const svg = await rawGet(`${t.url}/logo-dark.svg`, { 'accept-encoding': 'br' });
  expect(svg.headers['cache-control']).toBe('public, max-age=3600');
  expect(zlib.brotliDecompressSync(svg.body).toString('utf8')).toBe(logo);
  const image = await rawGet(`${t.url}/dot.png`, { 'accept-encoding': 'br, gzip' });
  expect(image.headers['content-encoding']).toBeUndefined();
  expect(image.headers['cache-control']).toBe('public, max-age=3600');
  expect(image.body.equals(png)).toBe(true);
});
