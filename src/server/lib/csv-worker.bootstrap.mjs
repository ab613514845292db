// A worker thread starts without the server's TypeScript loader (tsx): this plain module registers it
// for the thread, then loads the CSV worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./csv-worker.entry.ts');
