import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app';
import { startJobQueue } from '../../lib/job-queue';
import { SCHEDULED_BACKUP_QUEUE } from './scheduled-backups';

let t: TestApp;
let dataDir: string;
const OLDER = 'backup-2020-01-01T03-15-00.000Z.tar.gz';
const OLD = 'backup-2020-01-02T03-15-00.000Z.tar.gz';
// Staff's own files in the folder: never counted, never deleted.
const OWN = ['before-upgrade.tar.gz', 'notes.txt'];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'scheduled-backups-'));
  const backups = path.join(dataDir, 'backups');
  await mkdir(backups);
  for (const name of [OLDER, OLD, ...OWN]) await writeFile(path.join(backups, name), 'an earlier file');
  t = await startTestApp({ BACKUP_KEEP: '2', DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('with BACKUP_KEEP, a daily job writes a backup archive and keeps only the newest that many', async () => {
  const [schedule] = await t.orm.em.getConnection().execute(`select cron, options->>'tz' as tz from pgboss.schedule where name = ?`, [SCHEDULED_BACKUP_QUEUE]);
  expect(schedule).toEqual({ cron: '15 3 * * *', tz: 'UTC' });

  // The job as pg-boss's clock would send it; the app's own worker takes it.
  const jobs = await startJobQueue(t.orm.config.get('clientUrl')!, (error) => expect.fail(error.message));
  const folder = path.join(dataDir, 'backups');
  try {
    await jobs.send(SCHEDULED_BACKUP_QUEUE, {}, { retryLimit: 0, retryDelaySeconds: 1 });
    await vi.waitFor(async () => expect(await readdir(folder)).not.toContain(OLDER), { timeout: 60_000, interval: 200 });
  } finally {
    await jobs.stop();
  }
  const files = (await readdir(folder)).sort();
  const taken = files.filter((name) => name.startsWith('backup-') && name !== OLD);
  expect(taken).toHaveLength(1);
  expect(files).toEqual([...OWN, OLD, taken[0]].sort());

  const entries: string[] = [];
  await tar.t({ file: path.join(folder, taken[0]!), onReadEntry: (entry) => void entries.push(entry.path) });
  expect(entries).toContain('manifest.json');
}, 90_000);
