import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('loading the embedded PostgreSQL keeps a process exit code (a failing test run stays failing)', () => {
  const script = "await import('./src/server/db/embedded-postgres.ts'); process.exitCode = 3;";
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd(), encoding: 'utf8' });
  expect(child.stderr).toBe('');
  expect(child.status).toBe(3);
}, 20_000);
