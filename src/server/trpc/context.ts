import type { EntityManager } from '@mikro-orm/postgresql';
import type { IncomingHttpHeaders } from 'node:http';
import { findActiveSession, type ActiveSession } from '../../modules/auth';
import type { Config } from '../config';

export type Context = {
  em: EntityManager;
  config: Config;
  clientIp: string;
  token: string | null;
  /** Resolved on first use only, so public reads never touch the sessions table. */
  getSession: () => Promise<ActiveSession | null>;
  /** Call after a successful write to public content: drops cached public answers on every instance. */
  contentChanged: () => Promise<void>;
};

export type ContextDeps = { em: EntityManager; config: Config; contentChanged: () => Promise<void> };

export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const header = headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export function createContextFactory({ em, config, contentChanged }: ContextDeps) {
  return ({ headers, ip }: { headers: IncomingHttpHeaders; ip: string }): Context => {
    const requestEm = em.fork();
    const token = bearerToken(headers);
    let session: Promise<ActiveSession | null> | undefined;
    return {
      em: requestEm,
      config,
      clientIp: ip,
      token,
      getSession: () => (session ??= token ? findActiveSession(requestEm, token) : Promise.resolve(null)),
      contentChanged,
    };
  };
}
