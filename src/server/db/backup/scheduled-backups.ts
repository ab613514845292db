import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { JobQueue } from '../../lib/job-queue';
import { takeBackup } from './take-backup';

/** Made by a migration, like every queue. */
export const SCHEDULED_BACKUP_QUEUE = 'scheduled-backup';
// Daily, before the retention jobs (03:30, 03:45 UTC), so the archive still holds what they remove that night.
const DAILY = '15 3 * * *';
/** Only archives named like this are counted and pruned: a file staff put in the folder is never deleted. */
const SCHEDULED_ARCHIVE = /^backup-\d{4}-\d{2}-\d{2}T[\d-]+(?:\.\d+)?Z\.tar\.gz$/;

export const archiveName = (at: Date) => `backup-${at.toISOString().replaceAll(':', '-')}.tar.gz`;

/** Takes one archive into `folder` and deletes the oldest scheduled ones beyond `keep`; the names deleted. */
export async function takeScheduledBackup(databaseUrl: string, folder: string, keep: number, now = new Date()): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  const pkg = JSON.parse(await readFile(new URL('../../../../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
  await takeBackup(databaseUrl, path.join(folder, archiveName(now)), { name: pkg.name, version: pkg.version });
  // The names sort by time: ISO dates, zero-padded.
  const archives = (await readdir(folder)).filter((name) => SCHEDULED_ARCHIVE.test(name)).sort();
  const pruned = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of pruned) await rm(path.join(folder, name));
  return pruned;
}

/** With BACKUP_KEEP above 0: this instance's worker and the daily schedule (pg-boss sends each run once across instances). */
export async function startScheduledBackups({ jobs, databaseUrl, dataDir, keep }: { jobs: JobQueue; databaseUrl: string; dataDir: string; keep: number }) {
  // Switched off: a schedule left from an earlier start would send jobs no worker takes.
  if (keep === 0) return jobs.unschedule(SCHEDULED_BACKUP_QUEUE);
  await jobs.schedule(SCHEDULED_BACKUP_QUEUE, DAILY, { retryLimit: 2, retryDelaySeconds: 600 }, () =>
    takeScheduledBackup(databaseUrl, path.join(dataDir, 'backups'), keep),
  );
}
