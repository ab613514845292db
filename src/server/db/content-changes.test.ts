import pg from 'pg';
import { expect, it, vi } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { openContentChangeFeed } from './content-changes';

const t = useTestApp();

it('an instance hears the changes other instances announce, never the echo of its own', async () => {
  const bystander = new pg.Client({ connectionString: t.orm.config.get('clientUrl') });
  await bystander.connect();
  // The feeds' own connections, so the test can tell when a notification has reached each of them.
  const feedConnections: pg.Client[] = [];
  const RealClient = pg.Client;
  const spy = vi.spyOn(pg, 'Client').mockImplementation(function (config?: string | pg.ClientConfig) {
    const client = new RealClient(config);
    feedConnections.push(client);
    return client;
  } as unknown as typeof pg.Client);

  let heardByOne = 0;
  let heardByTwo = 0;
  const handlers = (onChange: () => void) => ({ onChange, onListening: () => undefined, onError: () => undefined });
  const one = await openContentChangeFeed(t.orm, handlers(() => heardByOne++));
  const two = await openContentChangeFeed(t.orm, handlers(() => heardByTwo++));
  // The ORM reads pg.Client's prototype too, so the real class goes back before anything else runs.
  spy.mockRestore();
  expect(feedConnections).toHaveLength(2);
  const lastHeard = feedConnections.map(() => '');
  feedConnections.forEach((connection, index) => connection.on('notification', (message) => (lastHeard[index] = message.payload ?? '')));
  try {
    await one.announce();
    await two.announce();
    // One connection receives notifications in commit order: once the marker sent last has arrived
    // (after the feed's own handler ran), each instance has handled both announcements.
    await bystander.query(`select pg_notify('content_changed', 'end of test')`);
    await expect.poll(() => lastHeard).toEqual(['end of test', 'end of test']);
    // Each heard the other's announcement and the marker; its own echo would make a third.
    expect({ heardByOne, heardByTwo }).toEqual({ heardByOne: 2, heardByTwo: 2 });
  } finally {
    await Promise.all([one.close(), two.close(), bystander.end()]);
  }
});
