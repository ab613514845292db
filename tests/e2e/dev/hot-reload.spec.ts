import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import getPort from 'get-port';

/**
 * `npm run dev` as a developer runs it: its own server and embedded database, Vite inside it.
 * The tests edit real sources and put them back, so they run one after another.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: ChildProcess;
let base: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await getPort({ host: '127.0.0.1' });
  base = `http://127.0.0.1:${port}`;
  // Beside the other test data: PostgreSQL's user must be able to enter every parent folder.
  dataDir = `${process.cwd()}/.test-data/dev-${port}`;
  server = spawn('npm', ['run', 'dev'], {
    env: { ...process.env, PORT: String(port), BASE_URL: base, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', PUBLIC_WRITE_LIMIT: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopping it reaches the watcher and the server it restarts.
    detached: true,
  });
  const health = async (): Promise<number | 'exited'> =>
    server.exitCode === null
      ? fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        )
      : 'exited';
  await expect.poll(health, { timeout: 100_000 }).toBe(200);
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => server?.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Edits a source file for the length of `body`, then puts it back as it was. */
async function whileEdited(file: string, edit: (source: string) => string, body: () => Promise<void>) {
  const original = readFileSync(file, 'utf8');
  const edited = edit(original);
  expect(edited).not.toBe(original);
  writeFileSync(file, edited);
  try {
    await body();
  } finally {
    writeFileSync(file, original);
  }
}

/** Marks the document: the mark survives a hot update and is gone after a reload. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-before-edit', ''));
const documentMarked = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-before-edit'));

test('a public page is server-rendered from the sources, with Vite’s client for hot reload', async ({ page }) => {
  const html = await (await fetch(`${base}/services`)).text();
  expect(html).toContain('<script type="module" src="/@vite/client"');
  expect(html).toContain('Key Features &amp; Benefits');
  const client = await fetch(`${base}/@vite/client`);
  expect(client.status).toBe(200);
  expect(client.headers.get('content-type')).toContain('javascript');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${base}/services`);
  await page.locator('html[data-islands-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('editing an island updates it in place, keeping its state', async ({ page }) => {
  await page.goto(`${base}/services`);
  await page.locator('html[data-islands-ready]').waitFor({ state: 'attached' });
  const signup = page.getByRole('form', { name: 'Newsletter sign-up' });
  // A click on Subscribe with no address wakes the island and shows its error: the island is live.
  // Vite transforms its modules on this first request: give it time.
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signup.getByText('Please enter a valid email address')).toBeVisible({ timeout: 30_000 });
  await signup.getByLabel('Email address').fill('kept@example.com');
  await markDocument(page);

  await whileEdited(
    'src/client/components/layout/newsletter-signup.tsx',
    (s) => s.replace('Email address', 'Your e-mail address'),
    async () => {
      await expect(signup.getByLabel('Your e-mail address')).toHaveValue('kept@example.com', { timeout: 20_000 });
      expect(await documentMarked(page)).toBe(true);
    },
  );
});

test('editing a part only the server renders reloads the page with the new HTML', async ({ page }) => {
  await page.goto(`${base}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await markDocument(page);

  await whileEdited(
    'src/client/pages/legal/terms-page.tsx',
    (s) => s.replace('title="Terms of Service"', 'title="Terms of Service, edited"'),
    async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service, edited' })).toBeVisible({ timeout: 20_000 });
      expect(await documentMarked(page)).toBe(false);
    },
  );
});

test('the dashboard is served from the sources through Vite', async ({ page }) => {
  const html = await (await fetch(`${base}/admin/login`)).text();
  expect(html).toContain('<script type="module" src="/@vite/client"');
  expect(html).toContain('src="/entry-admin.tsx"');
  await page.goto(`${base}/admin/login`);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible({ timeout: 60_000 });
});
