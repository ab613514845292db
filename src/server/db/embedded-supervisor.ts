import { setTimeout as wait } from 'node:timers/promises';
import type { EmbeddedDatabase } from './embedded-postgres';

export type SupervisorState = 'running' | 'restarting' | 'failed';

export type EmbeddedSupervisor = {
  state: () => SupervisorState;
  /** Restarts done since start-up. */
  restarts: () => number;
  stop: () => Promise<void>;
};

type Options = {
  /** Starts PostgreSQL again on the same data folder and port. */
  start: () => Promise<EmbeddedDatabase>;
  log: (message: string) => void;
  /** Tries after one exit before giving up; the wait doubles from `firstDelayMs` up to `maxDelayMs`. */
  attempts?: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
};

/**
 * Keeps the embedded PostgreSQL running: when its postmaster exits without being asked to (killed,
 * crashed), it is started again with bounded retries and back-off. Meanwhile queries fail fast with
 * a refused connection, which the API and pages answer 503; the pool reconnects by itself afterwards.
 */
export function superviseEmbeddedPostgres(
  first: EmbeddedDatabase,
  { start, log, attempts = 8, firstDelayMs = 250, maxDelayMs = 8000 }: Options,
): EmbeddedSupervisor {
  let current = first;
  let state: SupervisorState = 'running';
  let restarts = 0;
  let stopped = false;
  // Cuts a back-off wait short when the server shuts down.
  const stopping = new AbortController();
  let restarting: Promise<void> | undefined;

  const restart = async () => {
    for (let attempt = 1; attempt <= attempts && !stopped; attempt++) {
      const waited = await wait(Math.min(firstDelayMs * 2 ** (attempt - 1), maxDelayMs), true, { signal: stopping.signal }).catch(() => false);
      if (!waited || stopped) return;
      try {
        current = await start();
      } catch (error) {
        log(`embedded PostgreSQL restart ${attempt} of ${attempts} failed: ${String(error)}`);
        continue;
      }
      if (stopped) return void (await current.stop());
      restarts++;
      state = 'running';
      log(`embedded PostgreSQL restarted (attempt ${attempt})`);
      watch(current);
      return;
    }
    if (!stopped) {
      state = 'failed';
      log(`embedded PostgreSQL could not be restarted after ${attempts} attempts; the site answers 503 until the server is restarted`);
    }
  };

  const watch = (database: EmbeddedDatabase) => {
    void database.exited.then(() => {
      if (stopped || database !== current) return;
      state = 'restarting';
      log('embedded PostgreSQL exited unexpectedly; restarting it');
      restarting = restart().finally(() => (restarting = undefined));
    });
  };
  watch(first);

  return {
    state: () => state,
    restarts: () => restarts,
    stop: async () => {
      stopped = true;
      stopping.abort();
      await restarting;
      await current.stop();
    },
  };
}
