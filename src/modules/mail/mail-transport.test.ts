import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../../tests/support/smtp-server';
import { startTestApp, type TestApp } from '../../../tests/support/test-app';
import { OutboxMessageEntity } from './outbox-message.entity';

const ARRIVAL = { timeout: 20_000, interval: 100 };

describe('Settings → E-mail: overriding SMTP_URL and MAIL_FROM', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // No SMTP_URL: a fresh machine, mail stays in the outbox until staff set a server.
    t = await startTestApp({ MAIL_RETRY_DELAY_SECONDS: '1' });
    token = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const transport = (body?: unknown) => t.api('/api/admin/mail/transport', { token, body, method: body === undefined ? 'GET' : 'PUT' });
  const sendTest = (to: string) => t.api('/api/admin/mail/transport/test', { token, body: { to } });

  it('starts on the outbox; a test says so', async () => {
    expect((await transport()).body.data).toEqual({
      smtpUrl: null,
      smtpPasswordSet: false,
      from: null,
      inUse: { source: 'outbox', smtpUrl: null, from: null },
    });
    expect((await sendTest('me@example.com')).body).toMatchObject({
      success: true,
      data: { delivered: false, answer: expect.stringContaining('No SMTP server') },
    });
  });

  it('a stored server is used at once, its password never shown back and kept when the form leaves it out; the test answers what the server said', async () => {
    const unreachable = 'smtp://mailer:s3cret-pass@127.0.0.1:1';
    const saved = await transport({ smtpUrl: unreachable, from: 'Dovetail News <news@dovetail.example>' });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain('s3cret');
    expect(saved.body.data).toEqual({
      smtpUrl: 'smtp://mailer@127.0.0.1:1',
      smtpPasswordSet: true,
      from: 'Dovetail News <news@dovetail.example>',
      inUse: { source: 'settings', smtpUrl: 'smtp://mailer@127.0.0.1:1', from: 'Dovetail News <news@dovetail.example>' },
    });
    expect(JSON.stringify((await transport()).body)).not.toContain('s3cret');
    const failed = await sendTest('me@example.com');
    expect(failed.body.data).toEqual({ delivered: false, answer: expect.stringContaining('ECONNREFUSED') });

    // The form sends the URL as it was shown: the password stays.
    expect((await transport({ smtpUrl: 'smtp://mailer@127.0.0.1:1' })).body.data.smtpPasswordSet).toBe(true);
    // Another user or server does not inherit it.
    expect((await transport({ smtpUrl: 'smtp://other@127.0.0.1:1' })).body.data.smtpPasswordSet).toBe(false);

    await transport({ smtpUrl: smtp.url });
    const accepted = await sendTest('me@example.com');
    expect(accepted.body.data).toEqual({ delivered: true, answer: expect.stringMatching(/^250 /) });
    const test = await vi.waitFor(() => smtp.received.find((mail) => mail.subject?.startsWith('Test e-mail from')) ?? expect.fail('no test yet'), ARRIVAL);
    expect(test.from?.value).toEqual([{ name: 'Dovetail News', address: 'news@dovetail.example' }]);
    expect(test.messageId).toMatch(/@dovetail\.example>$/);
  });

  it('queued mail goes through the stored server from the stored sender; null goes back to the environment', async () => {
    await transport({ smtpUrl: smtp.url, from: 'Dovetail Alerts <alerts@dovetail.example>' });
    const sent = await t.api('/api/contact', {
      body: { name: 'Ann', email: 'ann@example.com', subject: 'Through the stored server', message: 'Hello there, a message.', inquiryType: 'general' },
    });
    expect(sent.status).toBe(201);
    const alert = await vi.waitFor(
      () => smtp.received.find((mail) => mail.subject?.includes('Through the stored server')) ?? expect.fail('no alert yet'),
      ARRIVAL,
    );
    expect(alert.from?.value[0]?.address).toBe('alerts@dovetail.example');
    const row = await t.orm.em.fork().findOneOrFail(OutboxMessageEntity, { subject: { $like: '%Through the stored server%' } });
    await vi.waitFor(async () => expect((await t.orm.em.fork().findOneOrFail(OutboxMessageEntity, { id: row.id })).delivery).toBe('smtp'), ARRIVAL);

    expect((await transport({ smtpUrl: null, from: null })).body.data.inUse).toEqual({ source: 'outbox', smtpUrl: null, from: null });
  });

  it('refuses what is not an SMTP URL or an address', async () => {
    const refused = await transport({ smtpUrl: 'http://example.com', from: 'not an address', extra: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['extra', 'from', 'smtpUrl']);
    expect((await t.api('/api/admin/mail/transport')).status).toBe(401);
  });
});
