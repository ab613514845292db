import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Builds the client once for the run; every worker's server serves that build (see site.ts).
 * The folder reaches the workers through E2E_RUN_DIR.
 */
export default async function globalSetup() {
  await mkdir('.test-data', { recursive: true });
  const dir = await mkdtemp(path.resolve('.test-data/e2e-'));
  // The workers' embedded PostgreSQL runs as its own user when we are root: it must enter the folder.
  await chmod(dir, 0o755);
  process.env.E2E_RUN_DIR = dir;
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', path.join(dir, 'client')], { stdio: 'inherit' });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
