import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `https://crm.example.com`: scheme, host and port only, as browsers send it in `Origin`. */
const isOrigin = (value: string) => URL.canParse(value) && new URL(value).origin === value;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  BASE_URL: z.preprocess(emptyAsUndefined, z.url({ message: 'BASE_URL must be an absolute URL such as https://example.com' }).optional()),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// connection string' })
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data')),
  ADMIN_USERNAME: z.preprocess(emptyAsUndefined, z.string().min(2, 'ADMIN_USERNAME must be at least 2 characters').optional()),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional()),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default('info')),
  CLIENT_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false'], { message: 'TRUST_PROXY must be true or false' }).default('false')),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
      .optional(),
  ),
  HOT_RELOAD: z.preprocess(emptyAsUndefined, z.enum(['true', 'false'], { message: 'HOT_RELOAD must be true or false' }).default('false')),
  CORS_ORIGINS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((value) => value.split(',').map((origin) => origin.trim()))
      .pipe(z.array(z.string().refine(isOrigin, { message: 'CORS_ORIGINS must list origins such as https://crm.example.com, separated by commas' })))
      .optional(),
  ),
  PUBLIC_WRITE_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number({ message: 'PUBLIC_WRITE_LIMIT must be a whole number' }).int().min(0).optional()),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  baseUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The built client; defaults to dist/client. */
  clientDir: string | undefined;
  /** Whether X-Forwarded-For names the client (only behind a proxy you run). */
  trustProxy: boolean;
  /** Shared rate-limit counters for several instances; in memory when unset. */
  redisUrl: string | undefined;
  /** `npm run dev`: Vite serves the client from its sources, with hot reload, inside this server. */
  hotReload: boolean;
  /** Replaces each public write's declared limit per client address (contact, applications, sign-ups); 0 turns the limits off. */
  publicWriteLimit: number | undefined;
  /** Browser origins allowed to call the staff API (`/api/admin`, `/api/auth`, tRPC); public reads answer any origin. */
  corsOrigins: readonly string[];
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; a bad value stops start-up with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    adminUsername: e.ADMIN_USERNAME ?? 'admin',
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    clientDir: e.CLIENT_DIR ? path.resolve(e.CLIENT_DIR) : undefined,
    trustProxy: e.TRUST_PROXY === 'true',
    redisUrl: e.REDIS_URL,
    hotReload: e.HOT_RELOAD === 'true',
    publicWriteLimit: e.PUBLIC_WRITE_LIMIT,
    corsOrigins: e.CORS_ORIGINS ?? [],
  };
}
