import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../../tests/support/smtp-server';
import { startTestApp, useTestApp, type TestApp } from '../../../tests/support/test-app';
import { OutboxMessageEntity } from './outbox-message.entity';

const COMPANY_EMAIL = 'hello@dovetailgroup.co.uk';
const XSS = `<script>alert("pwned")</script><a href="javascript:alert(1)">click</a><img src=x onerror=alert(2)>`;
// Long enough for a worker poll, a few retries with a 1 s first delay and back-off.
const ARRIVAL = { timeout: 20_000, interval: 100 };

const contact = (overrides: Record<string, string> = {}) => ({
  name: 'Jane Doe',
  email: 'jane@example.com',
  company: 'Example Retail Ltd',
  subject: 'Store operations review',
  message: 'We would like to discuss a review of our store operations.',
  inquiryType: 'services',
  ...overrides,
});

const outboxRow = (t: TestApp, subject: string) => t.orm.em.fork().findOne(OutboxMessageEntity, { subject: { $like: `%${subject}%` } });

describe('with an SMTP server (SMTP_URL)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => smtp.rejectWith(null));

  const arrived = (subject: string) =>
    vi.waitFor(() => smtp.received.find((mail) => mail.subject?.includes(subject)) ?? expect.fail(`no mail "${subject}" yet`), ARRIVAL);

  it('a contact message e-mails the staff at once, Reply-To the sender, every visitor field escaped in the HTML', async () => {
    const res = await t.api('/api/contact', { body: contact({ name: 'Jane <b>Doe</b>', subject: 'Alert with markup', message: `Hello ${XSS}` }) });
    expect(res.status).toBe(201);
    const mail = await arrived('Alert with markup');

    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(COMPANY_EMAIL);
    expect(mail.replyTo?.value).toEqual([{ name: 'Jane bDoe/b', address: 'jane@example.com' }]);
    expect(mail.from?.value[0]?.address).toBe(COMPANY_EMAIL);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]+@dovetailgroup\.co\.uk>$/);
    expect(mail.date).toBeInstanceOf(Date);
    expect(mail.text).toContain(`Hello ${XSS}`);
    expect(mail.text).toContain('http://localhost:3000/admin/dashboard#contacts');
    // The payload arrives as text: no tag or attribute of the visitor's survives as markup.
    expect(mail.html).toContain('Hello &lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;&lt;a href=&quot;javascript:alert(1)&quot;&gt;');
    expect(mail.html).not.toMatch(/<script|<img|href="javascript:|<b>Doe/i);
    expect(mail.html).toContain('<a href="http://localhost:3000/admin/dashboard#contacts">');

    // The worker marks it sent just after the SMTP server accepted it.
    await vi.waitFor(
      async () =>
        expect(await outboxRow(t, 'Alert with markup')).toMatchObject({
          status: 'sent',
          delivery: 'smtp',
          attempts: 1,
          lastError: null,
          messageId: mail.messageId,
        }),
      ARRIVAL,
    );
  });

  it('sends each inquiry type to the address configured for it', async () => {
    const saved = await t.api('/api/admin/mail/settings', {
      method: 'PUT',
      token: await t.login(),
      body: { alertRecipients: { careers: 'hiring@dovetailgroup.co.uk', general: '' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      alertRecipients: { careers: 'hiring@dovetailgroup.co.uk' },
      defaultRecipient: COMPANY_EMAIL,
      dailyDigest: false,
      acknowledgeSenders: false,
    });
    await t.api('/api/contact', { body: contact({ inquiryType: 'careers', subject: 'Careers routing' }) });
    await t.api('/api/contact', { body: contact({ inquiryType: 'general', subject: 'General routing' }) });
    const careers = await arrived('Careers routing');
    const general = await arrived('General routing');
    expect(careers.to && 'text' in careers.to ? careers.to.text : '').toBe('hiring@dovetailgroup.co.uk');
    expect(general.to && 'text' in general.to ? general.to.text : '').toBe(COMPANY_EMAIL);
  });

  it('an application e-mails the hiring address with the position, Reply-To the candidate', async () => {
    const token = await t.login();
    await t.api('/api/admin/mail/settings', { method: 'PUT', token, body: { alertRecipients: { applications: 'jobs@dovetailgroup.co.uk' } } });
    const position = (await t.api('/api/careers')).body.data[0] as { id: number; title: string };
    const res = await t.api(`/api/careers/${position.id}/apply`, {
      body: { name: 'Grace Hopper', email: 'grace@example.com', message: 'I would love to join <i>you</i>.' },
    });
    expect(res.status).toBe(201);
    const mail = await arrived('Grace Hopper');
    expect(mail.subject).toBe(`Application for ${position.title}: Grace Hopper`);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('jobs@dovetailgroup.co.uk');
    expect(mail.replyTo?.value[0]?.address).toBe('grace@example.com');
    expect(mail.text).toContain(`Position:\n${position.title}`);
    expect(mail.text).toContain('http://localhost:3000/admin/dashboard#applications');
    expect(mail.html).toContain('I would love to join &lt;i&gt;you&lt;/i&gt;.');
  });

  it('a refusing SMTP server leaves the message failed with its answer, and it is retried until delivered', async () => {
    smtp.rejectWith('550 5.1.1 Mailbox unavailable');
    const res = await t.api('/api/contact', { body: contact({ subject: 'Refused at first' }) });
    expect(res.status).toBe(201);

    const failed = await vi.waitFor(async () => {
      const row = await outboxRow(t, 'Refused at first');
      expect(row?.attempts).toBeGreaterThanOrEqual(2);
      return row!;
    }, ARRIVAL);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toContain('550 5.1.1 Mailbox unavailable');
    const token = await t.login();
    const listed = (await t.api('/api/admin/mail/outbox', { token })).body.data.find((m: { id: number }) => m.id === failed.id);
    expect(listed).toMatchObject({ status: 'failed', lastError: expect.stringContaining('550 5.1.1 Mailbox unavailable') });

    smtp.rejectWith(null);
    await arrived('Refused at first');
    const sent = await vi.waitFor(async () => {
      const row = await outboxRow(t, 'Refused at first');
      expect(row?.status).toBe('sent');
      return row!;
    }, ARRIVAL);
    expect(sent.attempts).toBeGreaterThan(failed.attempts);
    expect(smtp.received.filter((mail) => mail.subject?.includes('Refused at first'))).toHaveLength(1);
  });
});

describe('with MAIL_FROM and DKIM', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    t = await startTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Dovetail Alerts <alerts@mail.dovetail.example>',
      DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      DKIM_SELECTOR: 'alerts2026',
      DKIM_DOMAIN: 'mail.dovetail.example',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends from MAIL_FROM, with a Message-ID on its domain, signed with DKIM', async () => {
    await t.api('/api/contact', { body: contact({ subject: 'Signed alert' }) });
    const mail = await vi.waitFor(() => smtp.received.find((m) => m.subject?.includes('Signed alert')) ?? expect.fail('not arrived yet'), ARRIVAL);
    expect(mail.from?.value).toEqual([{ name: 'Dovetail Alerts', address: 'alerts@mail.dovetail.example' }]);
    expect(mail.messageId).toMatch(/@mail\.dovetail\.example>$/);
    const signature = mail.headerLines.find((line) => line.key === 'dkim-signature')?.line ?? '';
    expect(signature).toContain('d=mail.dovetail.example');
    expect(signature).toContain('s=alerts2026');
  });

  it('a newsletter issue is as well-formed: From and Message-ID on the domain, a Date, and DKIM covering the one-click unsubscribe headers', async () => {
    const token = await t.login();
    const issue = await t.api('/api/admin/newsletter/issues', { token, body: { subject: 'Signed issue', body: '<p>Signed.</p>' } });
    await t.api(`/api/admin/newsletter/issues/${issue.body.data.id}/test`, { token, body: { to: 'editor@example.com' } });
    const mail = await vi.waitFor(() => smtp.received.find((m) => m.subject === '[Test] Signed issue') ?? expect.fail('not arrived yet'), ARRIVAL);
    expect(mail.from?.value).toEqual([{ name: 'Dovetail Alerts', address: 'alerts@mail.dovetail.example' }]);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]+@mail\.dovetail\.example>$/);
    expect(mail.headerLines.find((line) => line.key === 'date')?.line).toMatch(/^Date: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    const signature = (mail.headerLines.find((line) => line.key === 'dkim-signature')?.line ?? '').replace(/\s+/g, '');
    const signedHeaders = /;h=([^;]+);/.exec(signature)?.[1]?.toLowerCase().split(':') ?? [];
    expect(signedHeaders).toEqual(expect.arrayContaining(['from', 'date', 'message-id', 'subject', 'list-unsubscribe', 'list-unsubscribe-post']));
  });
});

describe('without SMTP_URL: the local outbox', () => {
  const t = useTestApp();

  it('keeps the alert in the outbox, which the dashboard API lists newest first and shows whole', async () => {
    await t.api('/api/contact', { body: contact({ subject: 'Kept locally', message: `Local ${XSS}` }) });
    const row = await vi.waitFor(async () => {
      const found = await outboxRow(t, 'Kept locally');
      expect(found?.status).toBe('sent');
      return found!;
    }, ARRIVAL);
    expect(row).toMatchObject({ delivery: 'outbox', to: COMPANY_EMAIL, attempts: 1 });

    const token = await t.login();
    const list = await t.api('/api/admin/mail/outbox', { token });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ id: row.id, subject: 'Contact form (Services Information): Kept locally', status: 'sent', delivery: 'outbox' });
    expect(list.body.data[0]).not.toHaveProperty('html');

    const one = await t.api(`/api/admin/mail/outbox/${row.id}`, { token });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: row.id, replyTo: '"Jane Doe" <jane@example.com>', messageId: row.messageId });
    expect(one.body.data.headers).toMatchObject({ 'Message-ID': row.messageId, From: `"Dovetail Group" <${COMPANY_EMAIL}>`, To: COMPANY_EMAIL });
    expect(one.body.data.text).toContain(`Local ${XSS}`);
    expect(one.body.data.html).not.toContain('<script');
  });

  it('who receives alerts: the company e-mail by default; an unknown topic or a bad address is refused', async () => {
    const token = await t.login();
    expect((await t.api('/api/admin/mail/settings', { token })).body.data).toEqual({
      alertRecipients: {},
      defaultRecipient: COMPANY_EMAIL,
      dailyDigest: false,
      acknowledgeSenders: false,
    });
    const unknown = await t.api('/api/admin/mail/settings', { method: 'PUT', token, body: { alertRecipients: { sales: 'sales@example.com' } } });
    expect(unknown.status).toBe(400);
    const bad = await t.api('/api/admin/mail/settings', { method: 'PUT', token, body: { alertRecipients: { careers: 'not an address' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'alertRecipients.careers', message: 'Please enter a valid email address' }]);
    expect((await t.api('/api/admin/mail/settings', { token })).body.data.alertRecipients).toEqual({});
  });

  it('is for staff only, and answers 404 for an unknown message', async () => {
    for (const path of ['/api/admin/mail/outbox', '/api/admin/mail/outbox/1', '/api/admin/mail/settings']) expect((await t.api(path)).status).toBe(401);
    const missing = await t.api('/api/admin/mail/outbox/999999', { token: await t.login() });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, message: 'Message not found' });
  });
});
