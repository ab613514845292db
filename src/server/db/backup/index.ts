export { takeBackup } from './take-backup';
export { startScheduledBackups } from './scheduled-backups';
export { restoreBackup, RestoreRefused } from './restore-backup';
export { databaseForTool } from './tool-database';
export type { Manifest } from './manifest';
