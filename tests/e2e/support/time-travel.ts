import pg from 'pg';
import type { Site } from './site';

/**
 * Lets scheduled work fall due without waiting for it: every moment the site has scheduled (drafts to
 * publish, items to take off, and the job queue's own start times for them) moves back by `minutes`, so
 * the server, on its next look, finds them due as if that much time had passed. Nothing else changes.
 */
export async function travelForward(site: Site, minutes: number): Promise<void> {
  const client = new pg.Client({ connectionString: await site.databaseUrl() });
  await client.connect();
  try {
    const interval = `${minutes} minutes`;
    await client.query('begin');
    await client.query(`update content_drafts set publish_at = publish_at - $1::interval where publish_at is not null`, [interval]);
    await client.query(`update content_unpublish_schedules set unpublish_at = unpublish_at - $1::interval`, [interval]);
    await client.query(
      `update pgboss.job set start_after = start_after - $1::interval where name in ('content-publish', 'content-unpublish') and state in ('created', 'retry')`,
      [interval],
    );
    await client.query('commit');
  } finally {
    await client.end();
  }
}
