import { expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminQuery } from '../../../tests/support/database-server';
import { startTestApp } from '../../../tests/support/test-app';
import { expectSuccess } from '../../../tests/support/expect-answers';

it('GET /api/health answers 200 while the database is up and 503 once it is gone', async () => {
  const t = await startTestApp();
  try {
    const up = await t.api('/api/health');
    expectSuccess(up, { status: 'ok', database: 'up' }, 'Healthy');

    await adminQuery(inject('databaseServerUrl'), `drop database ${t.database} with (force)`);
    const down = await t.api('/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ success: false, message: 'Database unavailable', code: 'UNAVAILABLE' });
  } finally {
    await t.close();
  }
});
