import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { ServiceEntity } from './service.entity';

const t = useTestApp();

describe('GET /api/services', () => {
  it('lists only active services, by order, inside the envelope', async () => {
    const res = await t.api('/api/services');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: expect.any(String) });
    const services = res.body.data as { id: number; isActive: boolean; order: number }[];
    const stored = await t.orm.em.fork().find(ServiceEntity, {});
    expect(services).toHaveLength(stored.filter((s) => s.isActive).length);
    expect(services.every((s) => s.isActive)).toBe(true);
    expect(services.map((s) => s.order)).toEqual([...services.map((s) => s.order)].sort((a, b) => a - b));
    expect(Object.keys(services[0] ?? {}).sort()).toEqual(
      ['description', 'features', 'iconType', 'id', 'isActive', 'longDescription', 'order', 'title'].sort(),
    );
  });

  it('follows an admin edit to the order at once', async () => {
    const last = await t.orm.em.fork().findOneOrFail(ServiceEntity, { isActive: true }, { orderBy: { order: 'desc' } });
    const token = await t.login();
    expect((await t.api(`/api/admin/services/${last.id}`, { method: 'PUT', token, body: { order: -1 } })).status).toBe(200);
    const res = await t.api('/api/services');
    expect(res.body.data[0].id).toBe(last.id);
  });
});

describe('GET /api/services/{id}', () => {
  it('answers the service object itself, not an envelope', async () => {
    const [first] = (await t.api('/api/services')).body.data;
    const res = await t.api(`/api/services/${first.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(first);
    expect(res.body).not.toHaveProperty('success');
  });

  it('hides an inactive service behind 404', async () => {
    const inactive = await t.orm.em.fork().findOneOrFail(ServiceEntity, { isActive: false });
    const res = await t.api(`/api/services/${inactive.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Service not found', code: 'NOT_FOUND' });
  });

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    expect((await t.api('/api/services/999999')).status).toBe(404);
    const bad = await t.api('/api/services/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: 'Id must be a positive whole number' });
    expect((await t.api('/api/services/99999999999999')).status).toBe(400);
  });
});
