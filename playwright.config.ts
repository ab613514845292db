import { defineConfig, devices } from '@playwright/test';

export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e admin password' };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.test-data/playwright',
  // Builds the client once; each worker then starts its own server and database (tests/e2e/support/site.ts).
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Files run in parallel, the tests of one file in order on one worker (admin specs build on their own steps).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/playwright.json' }]] : 'line',
  use: {
    trace: 'off',
    launchOptions: {
      // Playwright's own browser download is not reachable here: use Debian's Chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: '**/e2e/public/mobile.spec.ts' },
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      testMatch: '**/e2e/public/mobile.spec.ts',
    },
  ],
});
