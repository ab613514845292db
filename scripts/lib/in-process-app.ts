import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { migrate, openOrm } from '../../src/server/db/orm';
import { createUser } from '../../src/modules/auth';
import { seedDemoContent } from '../../src/server/db/seed/seed';

/** The address the in-process server believes it has (links, WebAuthn's relying party); it listens elsewhere. */
export const IN_PROCESS_BASE_URL = 'http://localhost:3000';

const BENCH_USER = { username: 'bench-admin', password: 'bench admin password 2026' };

export type InProcessApp = {
  databaseUrl: string;
  /** `http://127.0.0.1:port` of the listening server. */
  base: string;
  /** The signed-in account's bearer token. */
  token: string;
  orm: MikroORM;
  /** Sends JSON as the signed-in bench account; any answer but 2xx is thrown with its body. */
  call: <T = Record<string, unknown>>(method: string, route: string, body?: unknown) => Promise<T>;
};

type Options = { seed?: boolean; user?: { username: string; password: string } };

/**
 * The real server in this process (so a bench can watch its memory) over a throwaway embedded PostgreSQL,
 * migrated and empty (or with the demo content, `seed`) but for a staff account it signs in with
 * (`user`, a bench account by default); all removed afterwards.
 */
export async function withInProcessApp(
  env: Record<string, string>,
  run: (app: InProcessApp) => Promise<void>,
  { seed = false, user = BENCH_USER }: Options = {},
): Promise<void> {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'consultancy-bench-'));
  const database = await startEmbeddedPostgres(tempDir, () => {});
  try {
    const orm = await openOrm(database.url);
    await migrate(orm);
    if (seed) await seedDemoContent(orm.em);
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', PORT: '0', BASE_URL: IN_PROCESS_BASE_URL, ...env });
    const app = await buildApp({ config: { ...config, databaseUrl: database.url }, orm, logger: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      await createUser(orm.em.fork(), user.username, user.password);
      let token = '';
      const call: InProcessApp['call'] = async (method, route, body) => {
        const res = await fetch(`${base}${route}`, {
          method,
          headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const answer = (await res.json()) as { data: never };
        if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(answer)}`);
        return answer.data;
      };
      token = (await call<{ token: string }>('POST', '/api/auth/login', user)).token;
      await run({ databaseUrl: database.url, base, token, orm, call });
    } finally {
      await app.close();
      await orm.close();
    }
  } finally {
    await database.stop();
    await rm(tempDir, { recursive: true, force: true });
  }
}
