import pg from 'pg';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { openContentChangeFeed } from './content-changes';

const t = useTestApp();

it('an instance hears the changes other instances announce, never the echo of its own', async () => {
  // A bystander on the same channel proves both announcements were delivered before counting.
  const bystander = new pg.Client({ connectionString: t.orm.config.get('clientUrl') });
  await bystander.connect();
  await bystander.query('LISTEN content_changed');
  let delivered = 0;
  bystander.on('notification', () => delivered++);

  let heardByOne = 0;
  let heardByTwo = 0;
  const handlers = (onChange: () => void) => ({ onChange, onListening: () => undefined, onError: () => undefined });
  const one = await openContentChangeFeed(t.orm, handlers(() => heardByOne++));
  const two = await openContentChangeFeed(t.orm, handlers(() => heardByTwo++));
  try {
    await one.announce();
    await two.announce();
    await expect.poll(() => delivered).toBe(2);
    // The bystander's copy and the instances' copies leave at the same commit; a short grace covers the last hop.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect({ heardByOne, heardByTwo }).toEqual({ heardByOne: 1, heardByTwo: 1 });
  } finally {
    await Promise.all([one.close(), two.close(), bystander.end()]);
  }
});
