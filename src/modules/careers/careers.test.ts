import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { expectCreated, expectSuccess, expectValidationFailure } from '../../../tests/support/expect-answers';
import { JobApplicationEntity } from '../applications';
import { CareerPositionEntity } from './career-position.entity';

const t = useTestApp();

const openPosition = async () => (await t.api('/api/careers')).body.data[0] as { id: number; title: string };
const closedPosition = () => t.orm.em.fork().findOneOrFail(CareerPositionEntity, { isActive: false });

describe('GET /api/careers', () => {
  it('lists only active positions, with their requirements', async () => {
    const res = await t.api('/api/careers');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((p: { isActive: boolean }) => p.isActive)).toBe(true);
    expect(res.body.data.map((p: { id: number }) => p.id)).not.toContain((await closedPosition()).id);
    expect(res.body.data[0].requirements.length).toBeGreaterThan(0);
  });
});

describe('GET /api/careers/{id}', () => {
  it('answers an open position in the envelope', async () => {
    const position = await openPosition();
    const res = await t.api(`/api/careers/${position.id}`);
    expectSuccess(res, position);
  });

  it('answers 404 for a closed or unknown position', async () => {
    for (const id of [(await closedPosition()).id, 987654]) {
      const res = await t.api(`/api/careers/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Position not found', code: 'NOT_FOUND' });
    }
  });
});

describe('POST /api/careers/{id}/apply', () => {
  it('stores the application before answering success', async () => {
    const position = await openPosition();
    const res = await t.api(`/api/careers/${position.id}/apply`, {
      body: { name: '  Ada Lovelace ', email: 'ada@example.com', phone: '', message: 'I would love to join.' },
    });
    expectCreated(res, '/api/admin/applications/{id}');
    expect(res.body).toEqual({ success: true, data: { id: expect.any(Number) }, message: "Thank you for your interest! We'll be in touch soon." });
    const stored = await t.orm.em.fork().findOneOrFail(JobApplicationEntity, { id: res.body.data.id }, { populate: ['position'] });
    expect(stored).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '', status: 'new', positionTitle: position.title });
    expect(stored.position?.id).toBe(position.id);
  });

  it('stores blank phone and message as empty strings when they are left out', async () => {
    const position = await openPosition();
    const res = await t.api(`/api/careers/${position.id}/apply`, { body: { name: 'Grace Hopper', email: 'grace@example.com' } });
    expect(res.status).toBe(201);
    const stored = await t.orm.em.fork().findOneOrFail(JobApplicationEntity, { id: res.body.data.id });
    expect(stored).toMatchObject({ phone: '', message: '' });
  });

  it('refuses an unknown or closed position with 404 and stores nothing', async () => {
    const before = await t.orm.em.fork().count(JobApplicationEntity);
    for (const id of [(await closedPosition()).id, 987654]) {
      const res = await t.api(`/api/careers/${id}/apply`, { body: { name: 'Grace Hopper', email: 'grace@example.com' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Position not found', code: 'NOT_FOUND' });
    }
    expect(await t.orm.em.fork().count(JobApplicationEntity)).toBe(before);
  });

  it('answers 400 with the validation messages and stores nothing', async () => {
    const position = await openPosition();
    const before = await t.orm.em.fork().count(JobApplicationEntity);
    const res = await t.api(`/api/careers/${position.id}/apply`, { body: { name: 'A', email: 'not-an-email' } });
    expectValidationFailure(res, [
      { path: 'name', message: 'Name must be at least 2 characters' },
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
    const missing = await t.api(`/api/careers/${position.id}/apply`, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { path: 'name', message: 'Name must be at least 2 characters' },
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(await t.orm.em.fork().count(JobApplicationEntity)).toBe(before);
  });
});
