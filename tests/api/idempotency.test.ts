import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const message = (subject: string) => ({ name: 'Ada Lovelace', email: 'ada@example.com', subject, message: 'Please call me about a programme review.' });
const contact = (body: unknown, key?: string) => t.api('/api/contact', { body, headers: key === undefined ? {} : { 'idempotency-key': key } });
const stored = async (subject: string) =>
  Number((await t.orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from contact_messages where subject = ?', [subject]))[0]!.n);

describe('Idempotency-Key on public writes', () => {
  it('a retry with the same key and body answers the first answer again and stores nothing new', async () => {
    const first = await contact(message('idem retry'), 'key-retry-1');
    const retry = await contact(message('idem retry'), 'key-retry-1');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // The first answer again: its status and the message's address too.
    expect(retry.status).toBe(201);
    expect(retry.headers.get('location')).toBe(first.headers.get('location'));
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await stored('idem retry')).toBe(1);
    // Without a key, or with a new one, the same body is a new message.
    await contact(message('idem retry'));
    await contact(message('idem retry'), 'key-retry-2');
    expect(await stored('idem retry')).toBe(3);
  });

  it('the same key with another body is refused with its own code and stores nothing', async () => {
    await contact(message('idem first body'), 'key-reused');
    const other = await contact(message('idem other body'), 'key-reused');
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      success: false,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used with a different request',
    });
    expect(await stored('idem other body')).toBe(0);
  });

  it('of concurrent requests with one key exactly one runs; the others are told it is in progress or get its answer', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => contact(message('idem burst'), 'key-burst')));
    expect(await stored('idem burst')).toBe(1);
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 201 || status === 409),
      statuses.join(','),
    ).toBe(true);
    expect(answers.filter((answer) => answer.status === 201 && answer.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    for (const busy of answers.filter((answer) => answer.status === 409)) expect(busy.body.code).toBe('CONFLICT');
  });

  it('a refused first call gives the key back, so the corrected retry runs', async () => {
    const refused = await contact({ ...message('idem corrected'), email: 'not an address' }, 'key-corrected');
    expect(refused.status).toBe(400);
    expect((await contact(message('idem corrected'), 'key-corrected')).status).toBe(201);
    expect(await stored('idem corrected')).toBe(1);
  });

  it('a key older than 24 hours is forgotten; keys are per procedure; a malformed key is a 400', async () => {
    await contact(message('idem expired'), 'key-expired');
    await t.orm.em.getConnection().execute(`update idempotent_requests set created_at = now() - interval '25 hours' where key = 'key-expired'`);
    const again = await contact(message('idem expired'), 'key-expired');
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await stored('idem expired')).toBe(2);

    const signUp = await t.api('/api/newsletter', { body: { email: 'idem@example.com' }, headers: { 'idempotency-key': 'key-expired' } });
    expect(signUp.status).toBe(200);
    expect(signUp.headers.get('idempotent-replayed')).toBeNull();

    for (const key of ['', 'x'.repeat(256), 'has space', 'naïve']) {
      const malformed = await contact(message('idem malformed'), key);
      expect(malformed.status, JSON.stringify(key)).toBe(400);
      expect(malformed.body.message).toBe('Idempotency-Key must be 1 to 255 visible ASCII characters');
    }
    expect(await stored('idem malformed')).toBe(0);
    // The IETF draft's quoted form names the same key.
    await contact(message('idem quoted'), '"key-quoted"');
    expect((await contact(message('idem quoted'), 'key-quoted')).headers.get('idempotent-replayed')).toBe('true');
  });

  it('the OpenAPI document offers the header on each public write, with its 409 and 422', async () => {
    const doc = (await t.api('/api/openapi.json')).body;
    for (const [path, method] of [
      ['/contact', 'post'],
      ['/newsletter', 'post'],
      ['/careers/{id}/apply', 'post'],
    ] as const) {
      const operation = doc.paths[path][method];
      expect(
        operation.parameters.map((parameter: { name: string }) => parameter.name),
        path,
      ).toContain('Idempotency-Key');
      expect(Object.keys(operation.responses), path).toEqual(expect.arrayContaining(['409', '422']));
    }
    expect(doc.paths['/services'].get.parameters ?? []).not.toContainEqual(expect.objectContaining({ name: 'Idempotency-Key' }));
  });
});
