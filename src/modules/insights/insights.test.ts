import { expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { InsightEntity } from './insight.entity';

const t = useTestApp();

it('GET /api/featured-insights lists only active insights, by order', async () => {
  const res = await t.api('/api/featured-insights');
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  const inactive = await t.orm.em.fork().find(InsightEntity, { isActive: false });
  expect(inactive.length).toBeGreaterThan(0);
  const ids = res.body.data.map((i: { id: number }) => i.id);
  for (const hidden of inactive) expect(ids).not.toContain(hidden.id);
  const orders = res.body.data.map((i: { order: number }) => i.order);
  expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
  expect(res.body.data[0]).toMatchObject({ createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
});
