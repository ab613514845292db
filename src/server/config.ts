import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `https://crm.example.com`: scheme, host and port only, as browsers send it in `Origin`. */
const isOrigin = (value: string) => URL.canParse(value) && new URL(value).origin === value;
// "hello@example.com" or "Dovetail Group <hello@example.com>".
const MAIL_FROM_PATTERN = /^(?:[^<>@]+<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A whole-number setting with its bounds and the value used when it is unset or empty. */
const wholeNumber = (name: string, { min, max = Number.MAX_SAFE_INTEGER, fallback }: { min: number; max?: number; fallback: number }) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: `${name} must be a whole number` })
      .int()
      .min(min, min === 0 ? `${name} must be 0 or more` : `${name} must be at least ${min}`)
      .max(max, `${name} must be at most ${max}`)
      .default(fallback),
  );

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
  HSTS: z.preprocess(emptyAsUndefined, z.enum(['true', 'false'], { message: 'HSTS must be true or false' }).optional()),
  HOT_RELOAD: z.preprocess(emptyAsUndefined, z.enum(['true', 'false'], { message: 'HOT_RELOAD must be true or false' }).default('false')),
  CORS_ORIGINS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((value) => value.split(',').map((origin) => origin.trim()))
      .pipe(z.array(z.string().refine(isOrigin, { message: 'CORS_ORIGINS must list origins such as https://crm.example.com, separated by commas' })))
      .optional(),
  ),
  BACKUP_KEEP: wholeNumber('BACKUP_KEEP', { min: 0, fallback: 0 }),
  PUBLIC_WRITE_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number({ message: 'PUBLIC_WRITE_LIMIT must be a whole number' }).int().min(0).optional()),
  API_KEY_RATE_LIMIT: wholeNumber('API_KEY_RATE_LIMIT', { min: 0, fallback: 600 }),
  API_KEY_RATE_WINDOW: wholeNumber('API_KEY_RATE_WINDOW', { min: 1, fallback: 60 }),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587' })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().regex(MAIL_FROM_PATTERN, { message: 'MAIL_FROM must be an address, or a name and an address: Dovetail Group <hello@example.com>' }).optional(),
  ),
  DKIM_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().includes('PRIVATE KEY', { message: 'DKIM_PRIVATE_KEY must be a PEM private key' }).optional()),
  DKIM_SELECTOR: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9._-]+$/i, { message: 'DKIM_SELECTOR must be a DNS label such as mail' })
      .optional(),
  ),
  DKIM_DOMAIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, { message: 'DKIM_DOMAIN must be a domain such as example.com' })
      .optional(),
  ),
  MAIL_LINK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'MAIL_LINK_SECRET must be at least 32 characters').optional()),
  MAIL_RETRY_DELAY_SECONDS: wholeNumber('MAIL_RETRY_DELAY_SECONDS', { min: 1, fallback: 30 }),
  RENDER_CONCURRENCY: wholeNumber('RENDER_CONCURRENCY', { min: 1, fallback: 4 }),
  RENDER_QUEUE: wholeNumber('RENDER_QUEUE', { min: 0, fallback: 32 }),
  PUBLIC_CACHE_ENTRIES: wholeNumber('PUBLIC_CACHE_ENTRIES', { min: 1, fallback: 1000 }),
  WEBHOOK_ALLOW_PRIVATE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false'], { message: 'WEBHOOK_ALLOW_PRIVATE must be true or false' }).default('false')),
  WEBHOOK_RETRIES: wholeNumber('WEBHOOK_RETRIES', { min: 0, max: 20, fallback: 6 }),
  WEBHOOK_RETRY_DELAY_SECONDS: wholeNumber('WEBHOOK_RETRY_DELAY_SECONDS', { min: 1, fallback: 30 }),
});

const DKIM_VARIABLES = ['DKIM_PRIVATE_KEY', 'DKIM_SELECTOR', 'DKIM_DOMAIN'] as const;

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  baseUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Daily backups into DATA_DIR/backups, keeping the newest this many; 0 (the default) takes none. */
  backupKeep: number;
  adminUsername: string;
  adminPassword: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The built client; defaults to dist/client. */
  clientDir: string | undefined;
  /** Strict-Transport-Security on every answer: on by default when BASE_URL is https, off otherwise. */
  hsts: boolean;
  /** Whether X-Forwarded-For names the client (only behind a proxy you run). */
  trustProxy: boolean;
  /** Shared rate-limit counters for several instances; in memory when unset. */
  redisUrl: string | undefined;
  /** `npm run dev`: Vite serves the client from its sources, with hot reload, inside this server. */
  hotReload: boolean;
  /** Replaces each public write's declared limit per client address (contact, applications, sign-ups); 0 turns the limits off. */
  publicWriteLimit: number | undefined;
  /** Calls each API key may make per window (0 turns the limit off); each answer to a key carries RateLimit headers. */
  apiKeyRateLimit: { limit: number; windowSeconds: number };
  /** Pages rendered at once, and misses that may wait for a slot; past both a page miss answers 503 with Retry-After. */
  renders: { concurrency: number; waiting: number };
  /** Answers the public response cache holds at most (it is also bounded in bytes). */
  publicCacheEntries: number;
  /** Browser origins allowed to call the staff API (`/api/admin`, `/api/auth`, tRPC); public reads answer any origin. */
  corsOrigins: readonly string[];
  mail: {
    /** Where messages are delivered; without it they stay in the local outbox (PostgreSQL) for the dashboard. */
    smtpUrl: string | undefined;
    /** The sender; by default the company name and e-mail of the brand settings. */
    from: string | undefined;
    /** DKIM signing, when all three DKIM_* variables are set. */
    dkim: { domainName: string; keySelector: string; privateKey: string } | undefined;
    /** The first retry's delay; each next one waits about twice as long. */
    retryDelaySeconds: number;
    /** Signs the links in e-mails (newsletter confirmation); without it, a random secret kept in the database. */
    linkSecret: string | undefined;
  };
  webhooks: {
    /** Lets endpoints on loopback and private addresses, and plain http:, be registered and called (a test or an intranet). */
    allowPrivate: boolean;
    /** Retries of a failed delivery before it counts as failed (six, 30 s doubling: about half an hour). */
    retries: number;
    /** The first retry's delay; each next one waits about twice as long. */
    retryDelaySeconds: number;
  };
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
  const dkimSet = DKIM_VARIABLES.filter((name) => e[name] !== undefined);
  if (dkimSet.length > 0 && dkimSet.length < DKIM_VARIABLES.length) {
    throw new ConfigError(`Invalid configuration:\n  DKIM: set all of ${DKIM_VARIABLES.join(', ')} or none (only ${dkimSet.join(', ')} given)`);
  }
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    baseUrl,
    hsts: e.HSTS === undefined ? baseUrl.startsWith('https:') : e.HSTS === 'true',
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    backupKeep: e.BACKUP_KEEP,
    adminUsername: e.ADMIN_USERNAME ?? 'admin',
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    clientDir: e.CLIENT_DIR ? path.resolve(e.CLIENT_DIR) : undefined,
    trustProxy: e.TRUST_PROXY === 'true',
    redisUrl: e.REDIS_URL,
    hotReload: e.HOT_RELOAD === 'true',
    publicWriteLimit: e.PUBLIC_WRITE_LIMIT,
    corsOrigins: e.CORS_ORIGINS ?? [],
    renders: { concurrency: e.RENDER_CONCURRENCY, waiting: e.RENDER_QUEUE },
    publicCacheEntries: e.PUBLIC_CACHE_ENTRIES,
    apiKeyRateLimit: { limit: e.API_KEY_RATE_LIMIT, windowSeconds: e.API_KEY_RATE_WINDOW },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM?.trim(),
      dkim:
        e.DKIM_PRIVATE_KEY && e.DKIM_SELECTOR && e.DKIM_DOMAIN
          ? // A key pasted into one line of an .env file keeps its line breaks as \n.
            { domainName: e.DKIM_DOMAIN, keySelector: e.DKIM_SELECTOR, privateKey: e.DKIM_PRIVATE_KEY.replace(/\\n/g, '\n') }
          : undefined,
      retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      linkSecret: e.MAIL_LINK_SECRET,
    },
    webhooks: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true', retries: e.WEBHOOK_RETRIES, retryDelaySeconds: e.WEBHOOK_RETRY_DELAY_SECONDS },
  };
}
