/**
 * `npm start`: builds the client when it is missing or older than its sources, then runs
 * the server in this same process (so SIGTERM reaches it and PostgreSQL is shut down).
 */
import { ensureClientBuilt } from './client-build';

ensureClientBuilt((message) => console.log(`[start] ${message}`));

await import('../src/server/main');
