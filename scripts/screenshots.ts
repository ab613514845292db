/**
 * Screenshots of every public page at 375 and 1440 px wide, in the light and the dark theme, written to
 * docs/screenshots/<page>-<width>-<theme>.png, so a reviewer can see the site without running it.
 *   npm run screenshots [-- --url http://localhost:3000] [-- --only home]
 * Boots the app in production mode on a throwaway database with the demo content, unless --url points
 * at one. Whole pages, with reduced motion (nothing waits to fade in), stored as palette PNGs.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { startAppProcess } from './lib/app-process';
import { publicPagePaths } from './lib/public-pages';
import { THEME_STORAGE_KEY } from '../src/client/lib/theme-storage';
import { COOKIE_CONSENT_KEY } from '../src/client/lib/cookie-notice';
import { PUBLIC_PAGES } from '../src/shared/site-pages';

const { values } = parseArgs({ options: { url: { type: 'string' }, only: { type: 'string' } } });
const OUT = path.resolve(import.meta.dirname, '../docs/screenshots');
const WIDTHS = [375, 1440] as const;
const THEMES = ['light', 'dark'] as const;
// Desktop shots are stored at this width: readable, and a tenth of the bytes of a full-size one.
const STORED_DESKTOP_WIDTH = 960;

const app = values.url ? null : await startAppProcess();
const base = values.url ?? app!.url;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  await mkdir(OUT, { recursive: true });
  // Named as the site's page list names them: `service-detail-1440-dark.png`.
  const pages = (await publicPagePaths(base))
    .map((address, index) => ({ address, name: PUBLIC_PAGES[index]!.name.replace(/ /g, '-') }))
    .filter(({ name }) => !values.only || name === values.only);
  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 812 : 900 },
        isMobile: width < 768,
        hasTouch: width < 768,
        colorScheme: theme,
        reducedMotion: 'reduce',
      });
      // The theme chosen, and the cookie notice answered: it would otherwise cover every first screen.
      await context.addInitScript(
        ([themeKey, value, consentKey]) => {
          window.localStorage.setItem(themeKey, value);
          window.localStorage.setItem(consentKey, 'accepted');
        },
        [THEME_STORAGE_KEY, theme, COOKIE_CONSENT_KEY] as const,
      );
      const page = await context.newPage();
      for (const { address, name } of pages) {
        await page.goto(`${base}${address}`, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        // A full-page shot does not scroll, so lazy images below the first screen would stay empty: load them all.
        await page.evaluate(() => document.querySelectorAll('img[loading=lazy]').forEach((img) => img.setAttribute('loading', 'eager')));
        await page.waitForFunction(() => [...document.images].every((img) => img.complete));
        const shot = await page.screenshot({ fullPage: true, animations: 'disabled' });
        const image = width > STORED_DESKTOP_WIDTH ? sharp(shot).resize({ width: STORED_DESKTOP_WIDTH }) : sharp(shot);
        const file = path.join(OUT, `${name}-${width}-${theme}.png`);
        await writeFile(file, await image.png({ palette: true, quality: 85, effort: 8, compressionLevel: 9 }).toBuffer());
        console.log(`${path.relative(process.cwd(), file)}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app?.stop();
}
