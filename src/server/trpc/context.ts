import type { AttachedFile } from '../lib/attached-file';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { IncomingHttpHeaders } from 'node:http';
import type { Mailer } from '../../modules/mail';
import type { WebhookEvents } from '../../modules/webhooks';
import type { IssueSending } from '../../modules/newsletter';
import type { Config } from '../config';
import type { JobQueue } from '../lib/job-queue';
import type { ContentTag } from '../content-tags';
import { resolveCredential, type Credential } from './staff-access';

export type Context = {
  em: EntityManager;
  config: Config;
  clientIp: string;
  /** The request's User-Agent, for the activity log and the account's session list. */
  userAgent: string | null;
  token: string | null;
  /** The trusted-device cookie the browser sent (http/device-cookie.ts), for the sign-in throttle. */
  deviceToken: string | null;
  /** Puts a trusted-device token into the browser's cookie with this answer. */
  rememberDevice: (token: string) => void;
  /**
   * The session or API key the bearer token names, resolved on first use only, so public reads never
   * touch those tables. Staff procedures then carry `actor` (who acts) from the admin guard (trpc.ts).
   */
  getCredential: () => Promise<Credential>;
  /** Notes the public content this request's answer shows, so its cache entry goes when that content changes. */
  readsContent: (tags: readonly ContentTag[]) => void;
  /** Call after a successful write to public content: drops the cached answers showing it, on every instance. */
  contentChanged: (tags: readonly ContentTag[]) => Promise<void>;
  /** Queues e-mail (staff alerts) in the request's transaction; a worker sends it. */
  mailer: Mailer;
  /** Queues webhook deliveries of an event in the request's transaction; a worker sends them. */
  webhooks: WebhookEvents;
  /** What sending a newsletter issue needs: the mailer, the job queue for its batches, the site's address for its links. */
  newsletter: IssueSending;
  /** The job queue, for work at a later time (a scheduled publish). */
  jobs: JobQueue;
  /**
   * For a call of a tRPC batch that went over its procedure's public write limit (counted before the
   * body was read): the refusal to answer that call with. Each refusal is taken by one call.
   */
  takePublicWriteRefusal: (procedure: string) => PublicWriteRefusal | undefined;
  /** The file a REST write declaring `acceptsFile` was sent with (multipart/form-data), if any. */
  attachedFile?: AttachedFile;
};

export type PublicWriteRefusal = { message: string; retryAfterSeconds: number };

type RequestParts = {
  headers: IncomingHttpHeaders;
  ip: string;
  deviceToken: string | null;
  rememberDevice: Context['rememberDevice'];
  readsContent: Context['readsContent'];
  takePublicWriteRefusal: Context['takePublicWriteRefusal'];
};

export type ContextDeps = {
  em: EntityManager;
  config: Config;
  contentChanged: (tags: readonly ContentTag[]) => Promise<void>;
  mailer: Mailer;
  webhooks: WebhookEvents;
  newsletter: IssueSending;
  jobs: JobQueue;
};

export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const header = headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export function createContextFactory({ em, config, contentChanged, mailer, webhooks, newsletter, jobs }: ContextDeps) {
  return ({ headers, ip, deviceToken, rememberDevice, readsContent, takePublicWriteRefusal }: RequestParts): Context => {
    const requestEm = em.fork();
    const token = bearerToken(headers);
    let credential: Promise<Credential> | undefined;
    return {
      em: requestEm,
      config,
      clientIp: ip,
      userAgent: headers['user-agent'] ?? null,
      token,
      deviceToken,
      rememberDevice,
      getCredential: () => (credential ??= resolveCredential(requestEm, token, ip)),
      readsContent,
      contentChanged,
      mailer,
      webhooks,
      newsletter,
      jobs,
      takePublicWriteRefusal,
    };
  };
}
