import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { z } from 'zod';
import { CONTENT_TAGS, type ContentTag } from '../content-tags';

const CHANNEL = 'content_changed';
const RECONNECT_DELAY_MS = 1000;
// A paused or unreachable server keeps the socket open and delivers nothing: the feed asks it a
// question now and then, and counts as down when no answer comes in time.
const HEARTBEAT_MS = 1000;
const ANSWER_WITHIN_MS = 2000;

/** What travels in a notification: who sent it (to skip its own echo) and which content changed. */
const announcement = z.object({ from: z.string(), tags: z.array(z.enum(CONTENT_TAGS)) });

export type ContentChangeFeed = {
  /** Tells every other instance on this database which public content changed. */
  announce: (tags: readonly ContentTag[]) => Promise<void>;
  close: () => Promise<void>;
};

type Handlers = {
  /** Another instance changed this content; `'unknown'` for a notification this version cannot read. */
  onChange: (tags: readonly ContentTag[] | 'unknown') => void;
  /** false while the feed is down: changes made meanwhile would go unnoticed. */
  onListening: (listening: boolean) => void;
  onError: (error: unknown) => void;
};

/**
 * PostgreSQL LISTEN/NOTIFY between instances that share one database, on a dedicated
 * connection outside the pool. The connection is re-opened after it drops; the handlers
 * hear `onListening(false)` at once and `onListening(true)` when it is back.
 */
export async function openContentChangeFeed(orm: MikroORM, { onChange, onListening, onError }: Handlers): Promise<ContentChangeFeed> {
  const connectionString = orm.config.get('clientUrl');
  // This instance already cleared its own cache before announcing; its echo, arriving later,
  // would only throw away answers rendered after the change.
  const instanceId = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  /** Gives up on a connection that stopped answering; its socket is left to end by itself. */
  const drop = (candidate: pg.Client) => {
    if (client !== candidate) return;
    client = null;
    clearInterval(heartbeat);
    onListening(false);
    void candidate.end().catch(() => undefined);
    if (!closed) retry = setTimeout(reconnect, RECONNECT_DELAY_MS);
  };

  const beat = (candidate: pg.Client) => {
    candidate.query('select 1').catch((error: unknown) => {
      onError(error);
      drop(candidate);
    });
  };

  const connect = async () => {
    const candidate = new pg.Client({ connectionString, connectionTimeoutMillis: ANSWER_WITHIN_MS, query_timeout: ANSWER_WITHIN_MS });
    candidate.on('notification', (message) => {
      const heard = announcement.safeParse(safeJson(message.payload));
      if (!heard.success) return onChange('unknown');
      if (heard.data.from !== instanceId) onChange(heard.data.tags);
    });
    candidate.on('error', (error) => onError(error));
    candidate.on('end', () => drop(candidate));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await candidate.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await candidate.end();
      return;
    }
    client = candidate;
    heartbeat = setInterval(() => beat(candidate), HEARTBEAT_MS).unref();
    onListening(true);
  };

  const reconnect = () => {
    connect().catch((error: unknown) => {
      onError(error);
      if (!closed) retry = setTimeout(reconnect, RECONNECT_DELAY_MS);
    });
  };

  onListening(false);
  await connect().catch((error: unknown) => {
    onError(error);
    retry = setTimeout(reconnect, RECONNECT_DELAY_MS);
  });

  return {
    announce: async (tags) => {
      const payload: z.input<typeof announcement> = { from: instanceId, tags: [...tags] };
      await orm.em.getConnection().execute('select pg_notify(?, ?)', [CHANNEL, JSON.stringify(payload)]);
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = null;
      // A paused server never acknowledges the goodbye; closing does not wait for it.
      await Promise.race([current?.end(), new Promise((resolve) => setTimeout(resolve, ANSWER_WITHIN_MS).unref())]);
    },
  };
}

function safeJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}
