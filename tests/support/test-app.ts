import type { MikroORM, Options } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openOrm } from '../../src/server/db/orm';
import { adminQuery, databaseUrl, uniqueName } from './database-server';
import { TEST_ADMIN } from './test-admin';

export type TestApp = {
  url: string;
  orm: MikroORM;
  app: FastifyInstance;
  database: string;
  /** fetch() against the running server, JSON in and out. */
  api: (path: string, init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> }) => Promise<ApiResponse>;
  login: () => Promise<string>;
  close: () => Promise<void>;
};

export type ApiResponse = { status: number; headers: Headers; body: any };

/**
 * A real server on a random port, over a fresh copy of the migrated, seeded template database.
 * `ormOverrides` lets a test observe the ORM (e.g. record its queries).
 */
export async function startTestApp(env: Record<string, string> = {}, ormOverrides: Partial<Options> = {}): Promise<TestApp> {
  const serverUrl = inject('databaseServerUrl');
  const database = uniqueName('t');
  await adminQuery(serverUrl, `create database ${database} template ${inject('templateDatabase')}`);
  const orm = await openOrm(databaseUrl(serverUrl, database), ormOverrides);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    BASE_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    // Suites send many submissions from one address; the limit has its own test.
    PUBLIC_WRITE_LIMIT: '10000',
    ...env,
  });
  const app = await buildApp({ config, orm, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const api: TestApp['api'] = async (path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] ??= 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await fetch(`${url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    return { status: response.status, headers: response.headers, body };
  };

  return {
    url,
    orm,
    app,
    database,
    api,
    login: async () => {
      const response = await api('/api/auth/login', { body: TEST_ADMIN });
      if (response.status !== 200) throw new Error(`test login failed: ${JSON.stringify(response.body)}`);
      return response.body.data.token as string;
    },
    close: async () => {
      await app.close();
      await orm.close();
      await adminQuery(serverUrl, `drop database if exists ${database} with (force)`);
    },
  };
}

/**
 * Another instance of the site on the same database as `first` (as behind a load balancer): its own
 * ORM pool, cache and change-feed connection. Close it before `first`.
 */
export async function startSecondInstance(first: TestApp, env: Record<string, string> = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const orm = await openOrm(databaseUrl(inject('databaseServerUrl'), first.database));
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }), orm, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: async () => {
      await app.close();
      await orm.close();
    },
  };
}

/** Starts one test app for the file (beforeAll) and closes it afterwards. */
export function useTestApp(env: Record<string, string> = {}, ormOverrides: Partial<Options> = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await startTestApp(env, ormOverrides);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestApp, {
    get: (_target, key) => {
      if (!current) throw new Error('the test app is not started yet');
      return current[key as keyof TestApp];
    },
  });
}
