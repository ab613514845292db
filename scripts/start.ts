/**
 * `npm start`: builds the client unless it was built from the current sources, then runs
 * the server in this same process. The npm script `exec`s node, so the signals npm passes on
 * (SIGTERM, SIGINT) reach this process rather than a shell that would die and orphan it.
 */
import { ensureClientBuilt } from './client-build';

ensureClientBuilt((message) => console.log(`[start] ${message}`));

await import('../src/server/main');
