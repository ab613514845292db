import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { expectCreated, expectValidationFailure } from '../../../tests/support/expect-answers';
import { ContactMessageEntity } from './contact-message.entity';

const t = useTestApp();

const valid = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '+44 20 7946 0000',
  company: 'Example Retail Ltd',
  subject: 'Store operations review',
  message: 'We would like to discuss a review of our store operations.',
  inquiryType: 'services',
};

const count = () => t.orm.em.fork().count(ContactMessageEntity);

describe('POST /api/contact', () => {
  it('stores the message before answering success', async () => {
    const res = await t.api('/api/contact', { body: valid });
    expectCreated(res, '/api/admin/contacts/{id}');
    expect(res.body).toEqual({ success: true, data: { id: expect.any(Number) }, message: "Thank you for your message. We'll get back to you shortly." });
    const stored = await t.orm.em.fork().findOneOrFail(ContactMessageEntity, { id: res.body.data.id });
    expect(stored).toMatchObject({ ...valid, isRead: false });
  });

  it('defaults the inquiry type to general and optional fields to empty', async () => {
    const { phone: _p, company: _c, inquiryType: _i, ...required } = valid;
    const res = await t.api('/api/contact', { body: required });
    expect(res.status).toBe(201);
    const stored = await t.orm.em.fork().findOneOrFail(ContactMessageEntity, { id: res.body.data.id });
    expect(stored).toMatchObject({ inquiryType: 'general', phone: '', company: '' });
  });

  it.each([
    ['name', { name: 'J' }, 'Name must be at least 2 characters'],
    ['email', { email: 'jane@' }, 'Please enter a valid email address'],
    ['subject', { subject: 'x' }, 'Subject is required'],
    ['message', { message: 'too short' }, 'Message must be at least 10 characters'],
    ['name', { name: '   J   ' }, 'Name must be at least 2 characters'],
    ['inquiryType', { inquiryType: 'spam' }, 'Please choose an inquiry type'],
  ])('answers 400 for a bad %s with the spec message, storing nothing', async (field, override, message) => {
    const before = await count();
    const res = await t.api('/api/contact', { body: { ...valid, ...override } });
    expectValidationFailure(res, [{ path: field, message }]);
    expect(await count()).toBe(before);
  });

  it('answers 400, never 500, for wrong types, missing fields and malformed JSON', async () => {
    const before = await count();
    const wrongTypes = await t.api('/api/contact', { body: { ...valid, name: 42, message: ['a'], email: null } });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.errors).toEqual([
      { path: 'name', message: 'Name must be text' },
      { path: 'email', message: 'Email must be text' },
      { path: 'message', message: 'Message must be text' },
    ]);
    const empty = await t.api('/api/contact', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['email', 'message', 'name', 'subject']);
    for (const body of ['{"name": ', 'null', '"text"', '[1,2]']) {
      const res = await t.api('/api/contact', { body });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await count()).toBe(before);
  });

  it('answers 413 for an oversized body and 415 for a body that is not JSON', async () => {
    const big = await t.api('/api/contact', { body: { ...valid, message: 'x'.repeat(200_000) } });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ success: false, message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    const form = await t.api('/api/contact', { body: 'name=Jane', headers: { 'content-type': 'text/plain' } });
    expect(form.status).toBe(415);
    expect(form.body.success).toBe(false);
  });

  it('caps field lengths with a clear message', async () => {
    const res = await t.api('/api/contact', { body: { ...valid, message: 'x'.repeat(5001) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Message must be at most 5000 characters');
  });
});

it('refuses text holding a NUL character with 400, never a 500', async () => {
  const res = await t.api('/api/contact', { body: { ...valid, subject: 'Hello\u0000there' } });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ success: false, message: 'Text may not contain NUL characters', code: 'VALIDATION_FAILED' });
});
