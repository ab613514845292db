import { expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { EXPERTISE_ICON_TYPES } from './expertise.schema';

const t = useTestApp();

it('GET /api/core-expertise answers a plain list with every icon type', async () => {
  const res = await t.api('/api/core-expertise');
  expect(res.status).toBe(200);
  expect(Array.isArray(res.body)).toBe(true);
  expect(res.body).toHaveLength(4);
  expect(res.body.map((item: { iconType: string }) => item.iconType).sort()).toEqual([...EXPERTISE_ICON_TYPES].sort());
  for (const item of res.body) {
    expect(item).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      description: expect.any(String),
      iconType: expect.any(String),
      customIconUrl: null,
      order: expect.any(Number),
    });
  }
});
