import { OptimisticLockError } from '@mikro-orm/core';
import { expect, it } from 'vitest';
import { ServiceEntity } from '../../src/modules/services/service.entity';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

it('an admin edit raises the row version and updatedAt; an edit from an older version fails instead of overwriting', async () => {
  const token = await t.login();
  const created = await t.api('/api/admin/services', { token, body: { title: 'Versioned', description: 'First' } });
  const id = created.body.data.id as number;
  const stale = await t.orm.em.fork().findOneOrFail(ServiceEntity, { id });
  expect(stale.version).toBe(1);

  expect((await t.api(`/api/admin/services/${id}`, { method: 'PUT', token, body: { description: 'Second' } })).status).toBe(200);
  const fresh = await t.orm.em.fork().findOneOrFail(ServiceEntity, { id });
  expect(fresh.version).toBe(2);
  expect(fresh.updatedAt.getTime()).toBeGreaterThan(stale.updatedAt.getTime());

  const em = t.orm.em.fork();
  const old = em.merge(ServiceEntity, { ...stale }, { refresh: false });
  old.description = 'Lost update';
  await expect(em.flush()).rejects.toBeInstanceOf(OptimisticLockError);
  expect((await t.orm.em.fork().findOneOrFail(ServiceEntity, { id })).description).toBe('Second');
});

it('a missing row is answered 404 with its own entity message on every admin path', async () => {
  const token = await t.login();
  const expected: Record<string, string> = {
    services: 'Service not found',
    blog: 'Blog post not found',
    careers: 'Position not found',
    team: 'Team member not found',
    'featured-insights': 'Featured insight not found',
    'core-expertise': 'Core expertise item not found',
    contacts: 'Message not found',
    applications: 'Application not found',
    media: 'Image not found',
    users: 'User not found',
  };
  for (const [section, message] of Object.entries(expected)) {
    for (const method of ['GET', 'DELETE']) {
      const response = await t.api(`/api/admin/${section}/99999`, { method, token });
      expect([section, method, response.status, response.body.message]).toEqual([section, method, 404, message]);
    }
  }
  const subscriber = await t.api('/api/admin/newsletter/99999', { method: 'DELETE', token });
  expect([subscriber.status, subscriber.body.message]).toEqual([404, 'Subscriber not found']);
});
