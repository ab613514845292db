import { loadConfig, ConfigError } from './config';
import { startDatabase } from './db/database';
import { buildApp } from './app';
import { sharedStyleSheetOf } from './http/shared-stylesheet';

async function main() {
  const config = loadConfig();
  const log = (message: string) => console.log(`[start] ${message}`);
  const database = await startDatabase(config, log);
  const app = await buildApp({ config, orm: database.orm });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    // A second signal, or a hung close, must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Load the page renderer before the first visitor, and before listening: on Node 24 tsx compiles it on
  // the main thread (module.registerHooks), and requests and signals arriving meanwhile would wait.
  // With hot reload Vite loads it per request: Node must not, or `node --watch` restarts on every client edit.
  // The shared stylesheet every page links is collected from it now too (a few renders).
  if (!config.hotReload)
    await import('../client/entry-server').then(sharedStyleSheetOf).catch((error: unknown) => app.log.error({ err: error }, 'page renderer failed to load'));
  await app.listen({ port: config.port, host: config.host });
  log(`site ready at ${config.baseUrl} (API reference at ${config.baseUrl}/api/docs)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
