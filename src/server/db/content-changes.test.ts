import pg from 'pg';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import type { ContentTag } from '../content-tags';
import { openContentChangeFeed } from './content-changes';

const t = useTestApp();

it('an instance hears which content other instances changed, never the echo of its own', async () => {
  const heardByOne: (readonly ContentTag[] | 'unknown')[] = [];
  const heardByTwo: (readonly ContentTag[] | 'unknown')[] = [];
  const handlers = (heard: typeof heardByOne) => ({
    onChange: (tags: readonly ContentTag[] | 'unknown') => void heard.push(tags),
    onListening: () => undefined,
    onError: () => undefined,
  });
  const one = await openContentChangeFeed(t.orm, handlers(heardByOne));
  const two = await openContentChangeFeed(t.orm, handlers(heardByTwo));
  // A listener gets notifications in commit order: once the bystander's last one has arrived, every earlier one has too.
  const bystander = new pg.Client({ connectionString: t.orm.config.get('clientUrl') });
  await bystander.connect();
  try {
    await one.announce(['services']);
    await two.announce(['blog', 'settings']);
    await bystander.query(`select pg_notify('content_changed', $1)`, [JSON.stringify({ from: 'bystander', tags: ['team'] })]);
    await bystander.query(`select pg_notify('content_changed', 'not from this version')`);
    await expect.poll(() => [heardByOne.at(-1), heardByTwo.at(-1)]).toEqual(['unknown', 'unknown']);
    expect(heardByOne).toEqual([['blog', 'settings'], ['team'], 'unknown']);
    expect(heardByTwo).toEqual([['services'], ['team'], 'unknown']);
  } finally {
    await Promise.all([one.close(), two.close(), bystander.end()]);
  }
});
