import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const runDir = `${process.cwd()}/.test-data/e2e-${PORT}`;
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e admin password' };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `.test-data/playwright-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/playwright.json' }]] : 'line',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    // A fresh embedded database and client build per run (per port, so runs can share a machine).
    command: `rm -rf ${runDir} && node node_modules/vite/bin/vite.js build --logLevel error --outDir ${runDir}/client && node --import tsx src/server/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: runDir,
      CLIENT_DIR: `${runDir}/client`,
      DATABASE_URL: '',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every browser test submits from one address; the limit itself is covered by the API tests.
      PUBLIC_WRITE_LIMIT: '0',
    },
  },
});
