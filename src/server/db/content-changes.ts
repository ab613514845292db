import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { z } from 'zod';
import { CONTENT_TAGS, type ContentTag } from '../content-tags';

const CHANNEL = 'content_changed';
const RECONNECT_DELAY_MS = 1000;

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

  const connect = async () => {
    const candidate = new pg.Client({ connectionString });
    candidate.on('notification', (message) => {
      const heard = announcement.safeParse(safeJson(message.payload));
      if (!heard.success) return onChange('unknown');
      if (heard.data.from !== instanceId) onChange(heard.data.tags);
    });
    candidate.on('error', (error) => onError(error));
    candidate.on('end', () => {
      if (client !== candidate) return;
      client = null;
      onListening(false);
      if (!closed) retry = setTimeout(reconnect, RECONNECT_DELAY_MS);
    });
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
      const current = client;
      client = null;
      await current?.end();
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
