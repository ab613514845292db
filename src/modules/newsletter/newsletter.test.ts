import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../../tests/support/smtp-server';
import { startTestApp, type TestApp } from '../../../tests/support/test-app';
import { signToken } from '../../server/lib/signed-token';
import { OutboxMessageEntity } from '../mail';
import { NEWSLETTER_CONSENT, NEWSLETTER_MESSAGES } from './newsletter.constants';
import { CONFIRM_LINK } from './newsletter.service';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';

const LINK_SECRET = 'newsletter-test-secret-0123456789abcdef';
const ARRIVAL = { timeout: 20_000, interval: 100 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1', MAIL_LINK_SECRET: LINK_SECRET });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const signUp = (email: string, sourcePage = '/blog') => t.api('/api/newsletter', { body: { email, sourcePage } });
const subscriber = (email: string) => t.orm.em.fork().findOneOrFail(NewsletterSubscriberEntity, { email });
/** Confirmation e-mails queued for the address: the outbox row is written in the sign-up's own transaction. */
const confirmationsTo = (email: string) => t.orm.em.fork().count(OutboxMessageEntity, { to: email });
const arrivedFor = (email: string) =>
  vi.waitFor(() => smtp.received.find((mail) => mail.to && 'text' in mail.to && mail.to.text === email) ?? expect.fail(`nothing for ${email} yet`), ARRIVAL);
const confirmLinkIn = (text: string | undefined) => /(http:\/\/localhost:3000\/newsletter\/confirm\?token=\S+)/.exec(text ?? '')?.[1] ?? expect.fail('no link');
/** The page the link opens, on the test server. */
const openLink = (link: string) => fetch(link.replace('http://localhost:3000', t.url));
const age = (email: string, field: 'confirmation_sent_at', ms: number) =>
  t.orm.em.getConnection().execute(`update newsletter_subscribers set ${field} = ? where email = ?`, [new Date(Date.now() - ms), email]);

describe('double opt-in', () => {
  it('a sign-up is pending until the link from the e-mail that arrives confirms it; the consent is recorded and listed', async () => {
    const res = await signUp('Opt.In@Example.com', '/blog');
    expect(res.body).toEqual({ success: true, data: null, message: NEWSLETTER_MESSAGES.subscribed });
    expect(await subscriber('opt.in@example.com')).toMatchObject({
      status: 'pending',
      confirmedAt: null,
      consentText: NEWSLETTER_CONSENT,
      sourcePage: '/blog',
    });

    const mail = await arrivedFor('opt.in@example.com');
    expect(mail.subject).toContain('Please confirm your subscription');
    const link = confirmLinkIn(mail.text);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);

    const page = await openLink(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain(NEWSLETTER_MESSAGES.confirmed);
    const confirmed = await subscriber('opt.in@example.com');
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    // Following it again is fine.
    expect((await openLink(link)).status).toBe(200);

    const token = await t.login();
    const listed = (await t.api('/api/admin/newsletter', { token })).body;
    expect(listed.data.find((s: { email: string }) => s.email === 'opt.in@example.com')).toEqual({
      id: confirmed.id,
      email: 'opt.in@example.com',
      status: 'confirmed',
      createdAt: confirmed.createdAt.toISOString(),
      confirmedAt: confirmed.confirmedAt!.toISOString(),
      consentText: NEWSLETTER_CONSENT,
      sourcePage: '/blog',
    });
    const csv = await (await fetch(`${t.url}/api/admin/newsletter/export.csv`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(csv.split('\r\n')[0]).toBe('Email,Status,Signed up,Confirmed,Consent wording,Source page');
    expect(csv).toContain(
      `opt.in@example.com,confirmed,${confirmed.createdAt.toISOString()},${confirmed.confirmedAt!.toISOString()},"${NEWSLETTER_CONSENT}",/blog`,
    );
  });

  it('the REST confirm call takes the token too', async () => {
    await signUp('rest-confirm@example.com');
    const token = new URL(confirmLinkIn((await arrivedFor('rest-confirm@example.com')).text)).searchParams.get('token');
    const res = await t.api('/api/newsletter/confirm', { body: { token } });
    expect(res.body).toEqual({ success: true, data: null, message: NEWSLETTER_MESSAGES.confirmed });
    expect((await subscriber('rest-confirm@example.com')).status).toBe('confirmed');
  });

  it('a changed or expired link is refused with a clear page, and the address stays pending', async () => {
    await signUp('refused@example.com');
    const link = confirmLinkIn((await arrivedFor('refused@example.com')).text);
    const tampered = link.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const tamperedPage = await openLink(tampered);
    expect(tamperedPage.status).toBe(400);
    expect(await tamperedPage.text()).toContain(NEWSLETTER_MESSAGES.linkInvalid);
    expect((await openLink('http://localhost:3000/newsletter/confirm')).status).toBe(400);

    const { id } = await subscriber('refused@example.com');
    const expired = signToken(LINK_SECRET, CONFIRM_LINK, String(id), new Date(Date.now() - 1000));
    const expiredPage = await openLink(`http://localhost:3000/newsletter/confirm?token=${expired}`);
    expect(expiredPage.status).toBe(400);
    expect(await expiredPage.text()).toContain(NEWSLETTER_MESSAGES.linkExpired);
    expect(await t.api('/api/newsletter/confirm', { body: { token: expired } })).toMatchObject({
      status: 400,
      body: { success: false, message: NEWSLETTER_MESSAGES.linkExpired },
    });
    expect((await subscriber('refused@example.com')).status).toBe('pending');
  });

  it('signing up again while pending resends at most once an hour; while subscribed it sends nothing and answers the same', async () => {
    await signUp('again@example.com');
    expect(await confirmationsTo('again@example.com')).toBe(1);
    expect((await signUp('again@example.com')).body.message).toBe(NEWSLETTER_MESSAGES.subscribed);
    expect(await confirmationsTo('again@example.com')).toBe(1);

    await age('again@example.com', 'confirmation_sent_at', HOUR + 1000);
    await signUp('again@example.com', '/about');
    expect(await confirmationsTo('again@example.com')).toBe(2);
    expect((await subscriber('again@example.com')).sourcePage).toBe('/about');

    const { id } = await subscriber('again@example.com');
    await t.api('/api/newsletter/confirm', { body: { token: signToken(LINK_SECRET, CONFIRM_LINK, String(id), new Date(Date.now() + HOUR)) } });
    await age('again@example.com', 'confirmation_sent_at', DAY);
    const whileSubscribed = await signUp('again@example.com');
    expect(whileSubscribed.body).toEqual({ success: true, data: null, message: NEWSLETTER_MESSAGES.subscribed });
    expect(await confirmationsTo('again@example.com')).toBe(2);
  });
});
