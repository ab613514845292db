/**
 * The time from the first tap to the visible change, for the mobile menu and a services accordion, on a
 * 375 px touch screen at 4× CPU slow-down (issue 19 item 6), and the scripts each tap loaded.
 *   npm run bench:first-tap [-- --runs 7]
 * Boots the app in production mode on a throwaway database with the demo content; each run is a fresh
 * browser context (a first visit), so nothing is cached between runs.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startAppProcess } from './lib/app-process';
import { CPU_SLOWDOWN, FIRST_TAPS, measureFirstTap } from '../tests/e2e/support/first-tap';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const app = await startAppProcess();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  console.log(
    `first tap at ${CPU_SLOWDOWN}× CPU slow-down, 375 px touch, ${runs} first visits each (load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`,
  );
  for (const tap of FIRST_TAPS) {
    const times: number[] = [];
    const scripts = new Set<string>();
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${app.url}${tap.path}`, { waitUntil: 'load' });
      await page.locator('html[data-islands-ready]').waitFor({ state: 'attached' });
      const measured = await measureFirstTap(page, tap.target(page), tap.changed);
      times.push(measured.milliseconds);
      measured.scripts.forEach((script) => scripts.add(script));
      await context.close();
    }
    times.sort((a, b) => a - b);
    console.log(
      `${tap.name.padEnd(20)} p50 ${percentile(times, 50).toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms; scripts loaded by the tap: ${scripts.size === 0 ? 'none' : [...scripts].join(', ')}`,
    );
  }
} finally {
  await browser.close();
  await app.stop();
}
