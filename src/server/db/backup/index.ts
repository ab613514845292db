export { takeBackup } from './take-backup';
export { restoreBackup, RestoreRefused } from './restore-backup';
export { databaseForTool } from './tool-database';
export type { Manifest } from './manifest';
