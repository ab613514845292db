import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';

const CHANNEL = 'content_changed';
const RECONNECT_DELAY_MS = 1000;

export type ContentChangeFeed = {
  /** Tells every other instance on this database that public content changed. */
  announce: () => Promise<void>;
  close: () => Promise<void>;
};

type Handlers = {
  /** Another instance changed content. */
  onChange: () => void;
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
      if (message.payload !== instanceId) onChange();
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
    announce: async () => {
      await orm.em.getConnection().execute('select pg_notify(?, ?)', [CHANNEL, instanceId]);
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
