/**
 * Lighthouse over the public pages, with Debian's Chromium (or CHROMIUM_PATH): prints the
 * performance (mobile preset, simulated throttling), accessibility, best-practices and SEO
 * scores of each page in each colour theme, the median of --runs runs, and every audit that cost points.
 *   npm run lighthouse [-- --runs 3] [-- --theme light|dark|both] [-- --only home]
 * Boots the app in production mode on a throwaway database, unless --url points at one;
 * --save DIR keeps each run's full JSON report there.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startAppProcess } from './lib/app-process';
import { publicPagePaths } from './lib/public-pages';
import { PUBLIC_PAGES } from '../src/shared/site-pages';
import { THEME_STORAGE_KEY } from '../src/client/lib/theme-storage';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    save: { type: 'string' },
    theme: { type: 'string', default: 'both' },
    only: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));
if (values.save) await mkdir(values.save, { recursive: true });
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
// Issue 19's pages: every public page but a team member's and the legal texts.
const AUDITED = new Set(['home', 'services', 'service detail', 'about', 'team', 'blog', 'blog article', 'careers', 'career detail', 'contact']);
const THEMES = values.theme === 'both' ? (['light', 'dark'] as const) : ([values.theme] as ['light' | 'dark']);

// localhost, not 127.0.0.1: Lighthouse treats it as a secure origin, as a real site on https would be.
const app = values.url ? null : await startAppProcess({ host: 'localhost' });
const base = values.url ?? app!.url;

const pages = (await publicPagePaths(base)).filter((_, index) => {
  const name = PUBLIC_PAGES[index]!.name;
  return AUDITED.has(name) && (!values.only || values.only === name);
});

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
// The theme is the visitor's stored choice: each run starts from an empty HTTP cache, as Lighthouse's own
// reset would, but keeps the stored theme (and nothing else) for the site's origin.
const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: true };
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
async function startFresh(theme: 'light' | 'dark') {
  const page = await browser.contexts()[0]!.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(base).origin, storageTypes: 'all' });
  await page.goto(`${base}/robots.txt`);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
  await page.close();
}

// A trace that Chromium failed to record (NO_NAVSTART and the like) says nothing about the page: try again.
async function auditOnce(url: string, theme: 'light' | 'dark', attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    await startFresh(theme);
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt === attempts) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.log(`retrying ${url} after ${result.lhr.runtimeError.code}`);
  }
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

type Row = { page: string; theme: string; scores: number[]; lcp: string; cls: string; tbt: string };
const rows: Row[] = [];
const lostPoints = new Map<string, Set<string>>();
try {
  for (const theme of THEMES) {
    for (const page of pages) {
      const reports: Result[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await auditOnce(`${base}${page}`, theme);
        reports.push(result.lhr);
        if (values.save)
          await writeFile(
            path.join(values.save, `${page.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${theme}-${i + 1}.json`),
            JSON.stringify(result.lhr),
          );
      }
      // Each score and each metric is its own median over the runs (a run with a median score can carry any
      // run's metrics when the scores tie).
      const metric = (id: string) => median(reports.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
      rows.push({
        page,
        theme,
        scores: CATEGORIES.map((id) => median(reports.map((lhr) => score(lhr, id)))),
        lcp: `${(metric('largest-contentful-paint') / 1000).toFixed(1)} s`,
        cls: String(Number(metric('cumulative-layout-shift').toFixed(3))),
        tbt: `${Math.round(metric('total-blocking-time'))} ms`,
      });
      for (const lhr of reports) {
        for (const id of CATEGORIES) {
          for (const ref of lhr.categories[id]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
              const key = `${id}: ${audit.id} (${audit.title})`;
              lostPoints.set(key, (lostPoints.get(key) ?? new Set()).add(`${page} (${theme})`));
            }
          }
        }
      }
      console.log(`audited ${page} (${theme})`);
    }
  }
} finally {
  await browser.close();
  await chrome.kill();
  await app?.stop();
}

const pad = (text: string, width: number) => text.padEnd(width);
console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile preset, ${base}`);
console.log(`${pad('page', 50)}${pad('theme', 7)}${CATEGORIES.map((id) => pad(id, 16)).join('')}${pad('LCP', 9)}${pad('CLS', 7)}TBT`);
for (const row of rows) {
  const cells = row.scores.map((value, i) => pad(`${value}${value >= TARGETS[CATEGORIES[i]!] ? '' : ' (miss)'}`, 16));
  console.log(`${pad(row.page, 50)}${pad(row.theme, 7)}${cells.join('')}${pad(row.lcp, 9)}${pad(row.cls, 7)}${row.tbt}`);
}
console.log('targets: every score 100 on every page in both themes, CLS 0, TBT < 50 ms (each a median of the runs)');
if (lostPoints.size) {
  console.log('\naudits that cost points:');
  for (const [audit, where] of lostPoints) console.log(`- ${audit}: ${[...where].join(', ')}`);
}
