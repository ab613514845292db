/**
 * Lighthouse over the public pages, with Debian's Chromium (or CHROMIUM_PATH): prints the
 * performance (mobile preset, simulated throttling), accessibility, best-practices and SEO
 * scores of each page, the median of --runs runs, and every audit that cost points.
 *   npm run lighthouse [-- --runs 3]
 * Boots the app in production mode on a throwaway database, unless --url points at one;
 * --save DIR keeps each run's full JSON report there.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startAppProcess } from './lib/app-process';
import { firstItem } from './lib/public-pages';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, url: { type: 'string' }, save: { type: 'string' } } });
const runs = Math.max(1, Number(values.runs));
if (values.save) await mkdir(values.save, { recursive: true });
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

// localhost, not 127.0.0.1: Lighthouse treats it as a secure origin, as a real site on https would be.
const app = values.url ? null : await startAppProcess({ host: 'localhost' });
const base = values.url ?? app!.url;

const service = await firstItem<{ id: number }>(base, 'services');
const post = await firstItem<{ slug: string }>(base, 'blog');
const pages = ['/', '/services', `/service/${service.id}`, '/blog', `/blog/${post.slug}`, '/careers', '/contact'];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };

// A trace that Chromium failed to record (NO_NAVSTART and the like) says nothing about the page: try again.
async function auditOnce(url: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt === attempts) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.log(`retrying ${url} after ${result.lhr.runtimeError.code}`);
  }
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

type Row = { page: string; scores: number[]; lcp: string; cls: string; tbt: string };
const rows: Row[] = [];
const lostPoints = new Map<string, Set<string>>();
try {
  for (const page of pages) {
    const reports: Result[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await auditOnce(`${base}${page}`);
      reports.push(result.lhr);
      if (values.save)
        await writeFile(path.join(values.save, `${page.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${i + 1}.json`), JSON.stringify(result.lhr));
    }
    // The run with the median performance score stands for the page; its metrics go with it.
    const byPerformance = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const typical = byPerformance[Math.floor(byPerformance.length / 2)]!;
    rows.push({
      page,
      scores: CATEGORIES.map((id) => median(reports.map((lhr) => score(lhr, id)))),
      lcp: typical.audits['largest-contentful-paint']?.displayValue ?? '-',
      cls: typical.audits['cumulative-layout-shift']?.displayValue ?? '-',
      tbt: typical.audits['total-blocking-time']?.displayValue ?? '-',
    });
    for (const lhr of reports) {
      for (const id of CATEGORIES) {
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            const key = `${id}: ${audit.id} (${audit.title})`;
            lostPoints.set(key, (lostPoints.get(key) ?? new Set()).add(page));
          }
        }
      }
    }
    console.log(`audited ${page}`);
  }
} finally {
  await chrome.kill();
  await app?.stop();
}

const pad = (text: string, width: number) => text.padEnd(width);
console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile preset, ${base}`);
console.log(`${pad('page', 44)}${CATEGORIES.map((id) => pad(id, 16)).join('')}${pad('LCP', 9)}${pad('CLS', 7)}TBT`);
for (const row of rows) {
  const cells = row.scores.map((value, i) => pad(`${value}${value >= TARGETS[CATEGORIES[i]!] ? '' : ' (miss)'}`, 16));
  console.log(`${pad(row.page, 44)}${cells.join('')}${pad(row.lcp, 9)}${pad(row.cls, 7)}${row.tbt}`);
}
console.log(`targets: performance ≥ ${TARGETS.performance} (on /, /services and the article), every other score 100`);
if (lostPoints.size) {
  console.log('\naudits that cost points:');
  for (const [audit, where] of lostPoints) console.log(`- ${audit}: ${[...where].join(', ')}`);
}
