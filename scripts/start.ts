/**
 * `npm start`: builds the client unless it was built from the current sources, then runs
 * the server in this same process (so SIGTERM reaches it and PostgreSQL is shut down).
 */
import { ensureClientBuilt } from './client-build';

ensureClientBuilt((message) => console.log(`[start] ${message}`));

await import('../src/server/main');
