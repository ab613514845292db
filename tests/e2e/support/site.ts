import { spawn } from 'node:child_process';
import { chmod, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import getPort from 'get-port';
import { runningEmbeddedPostgresUrl } from '../../../src/server/db/embedded-postgres';

/** The run's folder (made by global-setup.ts): the client built once, and one data folder per worker. */
export const runDir = () => {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir) throw new Error('E2E_RUN_DIR is unset: run the browser tests through playwright.config.ts');
  return dir;
};
export const clientDir = () => path.join(runDir(), 'client');

export type Site = {
  url: string;
  /** The server's embedded PostgreSQL, for a test that must change what no visitor or API can (the clock). */
  databaseUrl: () => Promise<string>;
};

/** One server with its own embedded database, as `src/server/main.ts` runs in production. */
async function startSite(name: string, host: string): Promise<Site & { stop: () => Promise<void> }> {
  const port = await getPort();
  const url = `http://${host}:${port}`;
  const dataDir = path.join(runDir(), name);
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  // embedded-postgres runs as its own user when we are root: it must be able to enter the folder.
  await chmod(dataDir, 0o755);
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir(),
      DATABASE_URL: '',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every browser test submits from one address; the limit itself is covered by the API tests.
      PUBLIC_WRITE_LIMIT: '0',
    },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    // SIGTERM lets the server stop its PostgreSQL; a killed one would leave the postmaster behind.
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the e2e server exited with code ${server.exitCode} before it answered`);
    if (
      await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The first render is the slowest: the worker pays it here, not its first test.
  await fetch(`${url}/`);
  // src/server/db/database.ts keeps the embedded cluster in DATA_DIR/db.
  const databaseUrl = async () => (await runningEmbeddedPostgresUrl(path.join(dataDir, 'db'))) ?? Promise.reject(new Error(`no PostgreSQL runs in ${dataDir}`));
  return { url, databaseUrl, stop };
}

/**
 * Each Playwright worker runs its own server over its own database, so workers run in parallel
 * and what one worker's tests change (admin edits, settings) is never seen by another's.
 */
export const test = base.extend<object, { site: Site; siteHost: string }>({
  /**
   * The host name of the site's BASE_URL (the server listens on 127.0.0.1 either way). Passkey specs
   * use `localhost`: a WebAuthn relying party id must be a domain, never an IP address.
   */
  siteHost: ['127.0.0.1', { scope: 'worker', option: true }],
  site: [
    async ({ siteHost }, use, workerInfo) => {
      const site = await startSite(`worker-${workerInfo.workerIndex}`, siteHost);
      await use({ url: site.url, databaseUrl: site.databaseUrl });
      await site.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
});
