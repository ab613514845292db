import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../../tests/support/smtp-server';
import { startTestApp, type TestApp } from '../../../tests/support/test-app';
import { startJobQueue } from '../../server/lib/job-queue';
import { HeldAlertEntity } from './held-alert.entity';
import { DIGEST_QUEUE } from './mailer';
import { OutboxMessageEntity } from './outbox-message.entity';

const COMPANY_EMAIL = 'hello@dovetailgroup.co.uk';
const ARRIVAL = { timeout: 20_000, interval: 100 };
const XSS = '<script>alert(1)</script>';

let smtp: TestSmtpServer;
let t: TestApp;
let token: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' });
  token = await t.login();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const settings = (body: Record<string, unknown>) => t.api('/api/admin/mail/settings', { method: 'PUT', token, body: { alertRecipients: {}, ...body } });
const contact = (email: string, subject: string, message = 'Could we talk about a review?') =>
  t.api('/api/contact', { body: { name: 'Jane Doe', email, subject, message, inquiryType: 'services' } });
/** Messages queued to an address: the outbox row is written in the submission's own transaction. */
const queuedTo = (to: string) => t.orm.em.fork().find(OutboxMessageEntity, { to }, { orderBy: { id: 'asc' } });
const arrived = (subject: string) =>
  vi.waitFor(() => smtp.received.find((mail) => mail.subject?.includes(subject)) ?? expect.fail(`no mail "${subject}" yet`), ARRIVAL);

describe('acknowledgement to the sender', () => {
  beforeEach(() => settings({ acknowledgeSenders: false, dailyDigest: false }));

  it('is off by default: the sender gets nothing', async () => {
    expect((await t.api('/api/admin/mail/settings', { token })).body.data).toMatchObject({ acknowledgeSenders: false, dailyDigest: false });
    expect((await contact('quiet@example.com', 'No acknowledgement')).status).toBe(201);
    expect(await queuedTo('quiet@example.com')).toEqual([]);
  });

  it('when on, the sender gets a short confirmation repeating nothing they typed, at most one per address a day', async () => {
    expect((await settings({ acknowledgeSenders: true })).body.data.acknowledgeSenders).toBe(true);
    await contact('ack@example.com', 'First message', `Mail this to a stranger ${XSS}`);
    const ack = await arrived('We have received your message');
    expect(ack.to && 'text' in ack.to ? ack.to.text : '').toBe('ack@example.com');
    expect(ack.text).toContain('Thank you for contacting Dovetail Group.');
    expect(`${ack.text}${ack.html}`).not.toMatch(/stranger|First message|Jane|script/);

    await contact('ACK@example.com', 'Second message');
    expect(await queuedTo('ack@example.com')).toHaveLength(1);
    expect(await queuedTo('ACK@example.com')).toHaveLength(0);

    await t.orm.em.getConnection().execute(`update mail_acknowledgements set sent_at = now() - interval '25 hours' where email = 'ack@example.com'`);
    await contact('ack@example.com', 'Next day');
    expect(await queuedTo('ack@example.com')).toHaveLength(2);

    const position = (await t.api('/api/careers')).body.data[0] as { id: number; title: string };
    await t.api(`/api/careers/${position.id}/apply`, { body: { name: 'Grace Hopper', email: 'grace-ack@example.com', message: 'Hello' } });
    const [applicationAck] = await queuedTo('grace-ack@example.com');
    expect(applicationAck?.subject).toBe(`We have received your application for the position “${position.title}”`);
  });
});

describe('daily digest', () => {
  it('when on, alerts are held and the daily job sends each recipient one digest of them, every field escaped', async () => {
    const schedule = await t.orm.em.getConnection().execute(`select cron, timezone from pgboss.schedule where name = ?`, [DIGEST_QUEUE]);
    expect(schedule).toEqual([{ cron: '0 7 * * *', timezone: 'UTC' }]);
    await settings({ dailyDigest: true, acknowledgeSenders: false, alertRecipients: { careers: 'hiring@dovetailgroup.co.uk' } });
    await contact('first@example.com', 'Digest one', `Hello ${XSS}`);
    await contact('second@example.com', 'Digest two');
    expect(await t.orm.em.fork().count(OutboxMessageEntity, { subject: { $like: '%Digest one%' } })).toBe(0);
    expect(await t.orm.em.fork().count(HeldAlertEntity, { digestedAt: null })).toBe(2);

    // The job as pg-boss's clock sends it at 07:00; the app's own worker takes it.
    const jobs = await startJobQueue(t.orm.config.get('clientUrl')!, (error) => expect.fail(error.message));
    try {
      await jobs.send(DIGEST_QUEUE, {}, { retryLimit: 0, retryDelaySeconds: 1 });
      const digest = await arrived('Daily digest: 2 new submissions');
      expect(digest.to && 'text' in digest.to ? digest.to.text : '').toBe(COMPANY_EMAIL);
      expect(digest.text).toMatch(/1\. Contact form \(Services Information\): Digest one[\s\S]*2\. Contact form \(Services Information\): Digest two/);
      expect(digest.text).toContain('Reply to: "Jane Doe" <first@example.com>');
      expect(digest.text).toContain('http://localhost:3000/admin/dashboard#contacts');
      expect(digest.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(digest.html).not.toContain('<script>');
    } finally {
      await jobs.stop();
    }
    expect(await t.orm.em.fork().count(HeldAlertEntity, { digestedAt: null })).toBe(0);
    expect(await t.orm.em.fork().count(OutboxMessageEntity, { subject: { $like: 'Daily digest%' } })).toBe(1);
  });
});
