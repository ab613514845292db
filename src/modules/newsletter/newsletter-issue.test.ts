import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../../tests/support/smtp-server';
import { startSecondInstance, startTestApp, type TestApp } from '../../../tests/support/test-app';
import { UNSUBSCRIBE_MESSAGES } from './newsletter.constants';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';

const ENV = { SMTP_URL: '', MAIL_RETRY_DELAY_SECONDS: '1', MAIL_LINK_SECRET: 'issue-test-secret-0123456789abcdef', BASE_URL: 'http://localhost:3000' };
const ARRIVAL = { timeout: 30_000, interval: 100 };
const SENDING = { timeout: 180_000, interval: 250 };

let smtp: TestSmtpServer;
let t: TestApp;
let token: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ENV.SMTP_URL = smtp.url;
  t = await startTestApp(ENV);
  token = await t.login();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const admin = (path: string, body?: unknown, method?: string) => t.api(`/api/admin/newsletter/issues${path}`, { token, body, method });
const addressOf = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
const receivedWith = (subject: string) => smtp.received.filter((mail) => mail.subject === subject);
const arrived = (subject: string, to: string) =>
  vi.waitFor(() => receivedWith(subject).find((mail) => addressOf(mail) === to) ?? expect.fail(`no "${subject}" for ${to} yet`), ARRIVAL);

/** Confirmed subscribers, as if each had followed their confirmation link. */
async function subscribe(emails: string[]) {
  await t.orm.em
    .getConnection()
    .execute(
      `insert into newsletter_subscribers (email, status, confirmed_at, created_at, updated_at) select unnest(?::text[]), 'confirmed', now(), now(), now()`,
      [`{${emails.join(',')}}`],
    );
}
const isSubscribed = async (email: string) => (await t.orm.em.fork().count(NewsletterSubscriberEntity, { email })) === 1;
/** The unsubscribe link of a received issue, on the test server. */
/** A header as it arrived (mailparser folds List-* headers into one object). */
const headerLine = (mail: ParsedMail, name: string) => mail.headerLines.find((line) => line.key === name)?.line;
const unsubscribeLinkIn = (mail: ParsedMail) => {
  const link = /(http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=\S+)/.exec(mail.text ?? '')?.[1] ?? expect.fail('no unsubscribe link');
  return link.replace('http://localhost:3000', t.url);
};

describe('composing and testing an issue', () => {
  it('a written issue is a draft; its test arrives at the given address only, as HTML and plain text with an unsubscribe link', async () => {
    await subscribe(['reader.one@example.com']);
    const created = await admin('', {
      subject: 'Retail outlook, spring',
      preheader: 'Three trends to watch',
      body: '<h2>Trends</h2><p>Stores <script>x()</script>adapt.</p>',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      subject: 'Retail outlook, spring',
      preheader: 'Three trends to watch',
      body: '<h2>Trends</h2><p>Stores adapt.</p>',
      status: 'draft',
      blogPostId: null,
      totals: { recipients: 0, queued: 0, sent: 0, failed: 0 },
    });
    const id = created.body.data.id as number;

    expect((await admin(`/${id}/test`, { to: 'editor@example.com' })).body).toEqual({ success: true, data: null, message: 'Test sent to editor@example.com' });
    const test = await arrived('[Test] Retail outlook, spring', 'editor@example.com');
    expect(test.html).toContain('Three trends to watch');
    expect(test.html).toContain('<h2>Trends</h2>');
    expect(test.html).not.toContain('<script');
    expect(test.text).toContain('Stores adapt.');
    expect(test.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=/);
    expect(headerLine(test, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // The test's link names no subscriber: following it unsubscribes no one.
    expect((await fetch(unsubscribeLinkIn(test))).status).toBe(200);
    expect(await isSubscribed('reader.one@example.com')).toBe(true);
    expect(receivedWith('Retail outlook, spring')).toEqual([]);

    const listed = await admin('?q=outlook');
    expect(listed.body.data).toEqual([expect.objectContaining({ id, subject: 'Retail outlook, spring', status: 'draft' })]);
    const edited = await admin(`/${id}`, { subject: 'Retail outlook, spring 2027', body: '<p>New</p>' }, 'PUT');
    expect(edited.body.data).toMatchObject({ subject: 'Retail outlook, spring 2027', preheader: '', body: '<p>New</p>' });
  }, 60_000);

  it('a preview renders the e-mail without saving it; a draft can be deleted, a sent issue cannot', async () => {
    const before = (await admin('')).body.meta.total as number;
    const preview = await admin('/preview', { subject: 'Preview only', preheader: 'Seen in the inbox', body: '<p>Body <em>text</em></p>' });
    expect(preview.status).toBe(200);
    expect(preview.body.data.subject).toBe('Preview only');
    expect(preview.body.data.html).toMatch(/^<!doctype html>/i);
    expect(preview.body.data.html).toContain('<p>Body <em>text</em></p>');
    expect(preview.body.data.html).toContain('Seen in the inbox');
    expect(preview.body.data.text).toContain('Body text');
    expect((await admin('')).body.meta.total).toBe(before);

    const draft = (await admin('', { subject: 'To throw away', body: '<p>x</p>' })).body.data.id as number;
    expect((await admin(`/${draft}`, undefined, 'DELETE')).body).toEqual({ success: true, data: { id: draft }, message: 'Draft deleted' });
    expect((await admin(`/${draft}`)).status).toBe(404);
    const sent = (await admin('', { subject: 'Kept once sent', body: '<p>x</p>' })).body.data.id as number;
    await admin(`/${sent}/send`, {});
    expect((await admin(`/${sent}`, undefined, 'DELETE')).status).toBe(409);
    expect((await admin(`/${sent}`, { subject: 'Changed after sending', body: '<p>y</p>' }, 'PUT')).status).toBe(409);
  }, 60_000);

  it('refuses an issue without subject or body, and anything it does not know', async () => {
    const refused = await admin('', { subject: '', body: ' ', extra: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    expect(refused.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(expect.arrayContaining(['extra']));
    const noBody = await admin('', { subject: 'Only a subject' });
    expect(noBody.status).toBe(400);
    expect(noBody.body.errors).toEqual([{ path: 'body', message: 'Body is required' }]);
    expect((await admin('/999999')).status).toBe(404);
    expect((await admin('/999999/send', {})).status).toBe(404);
  });

  it('"send this blog post": the issue takes the post and its e-mail links to it', async () => {
    const [post] = await t.orm.em
      .getConnection()
      .execute<{ id: number; title: string; slug: string; excerpt: string }[]>(
        'select id, title, slug, excerpt from blog_posts where is_published order by id limit 1',
      );
    const created = await admin('', { blogPostId: post!.id });
    expect(created.body.data).toMatchObject({ subject: post!.title, blogPostId: post!.id, status: 'draft' });
    await admin(`/${created.body.data.id}/test`, { to: 'editor@example.com' });
    const test = await arrived(`[Test] ${post!.title}`, 'editor@example.com');
    expect(test.text).toContain(`Read it on our website: http://localhost:3000/blog/${post!.slug}`);
    // The dashboard's form sends the fields it leaves blank: blank takes the post's, as left out does.
    const blank = await admin('', { blogPostId: post!.id, subject: '', preheader: '', body: '' });
    expect(blank.body.data).toMatchObject({ subject: post!.title, preheader: post!.excerpt.slice(0, 300), blogPostId: post!.id });
    expect(blank.body.data.body).not.toBe('');
    expect((await admin('', { blogPostId: 999999 })).status).toBe(404);
  }, 60_000);
});

describe('sending an issue', () => {
  it('reaches each of 1,000 subscribers exactly once with two instances and one restarted mid-send; totals and statuses add up', async () => {
    await t.orm.em.getConnection().execute('delete from newsletter_subscribers');
    const readers = Array.from({ length: 1000 }, (_, i) => `reader${String(i).padStart(4, '0')}@example.com`);
    await subscribe(readers);
    const subject = 'The thousand-reader issue';
    const id = (await admin('', { subject, body: '<p>Hello, reader.</p>' })).body.data.id as number;

    let second = await startSecondInstance(t, ENV);
    try {
      const sent = await admin(`/${id}/send`, { ratePerMinute: 6000 });
      expect(sent.status).toBe(200);
      expect(sent.body.data).toMatchObject({ status: 'sending', ratePerMinute: 6000, totals: { recipients: 1000 } });
      expect(sent.body.message).toBe('Sending to 1000 subscribers');
      // A second send of the same issue changes nothing.
      expect((await admin(`/${id}/send`, {})).status).toBe(409);

      // Restart the second instance in the middle of the send.
      await vi.waitFor(() => expect(receivedWith(subject).length).toBeGreaterThan(150), SENDING);
      expect(receivedWith(subject).length).toBeLessThan(1000);
      await second.close();
      second = await startSecondInstance(t, ENV);

      await vi.waitFor(async () => expect((await admin(`/${id}`)).body.data).toMatchObject({ status: 'sent', totals: { sent: 1000, queued: 0 } }), SENDING);
      // Every job done: nothing left that could send again.
      await vi.waitFor(async () => {
        const [left] = await t.orm.em
          .getConnection()
          .execute<{ count: string }[]>(
            `select count(*) from pgboss.job where name in ('mail-send-batch', 'newsletter-issue-send') and state in ('created', 'retry', 'active')`,
          );
        expect(Number(left!.count)).toBe(0);
      }, SENDING);
    } finally {
      await second.close();
    }

    const arrivals = receivedWith(subject);
    expect(arrivals.map(addressOf).sort()).toEqual(readers);
    expect(new Set(arrivals.map((mail) => mail.messageId)).size).toBe(1000);
    const issue = (await admin(`/${id}`)).body.data;
    expect(issue).toMatchObject({ status: 'sent', totals: { recipients: 1000, queued: 0, sent: 1000, failed: 0 } });
    expect(issue.sentAt).toEqual(expect.any(String));

    const page = await admin(`/${id}/recipients?status=sent&pageSize=2`);
    expect(page.body).toMatchObject({
      success: true,
      data: [
        { email: 'reader0000@example.com', status: 'sent', lastError: null },
        { email: 'reader0001@example.com', status: 'sent', lastError: null },
      ],
      meta: { page: 1, pageSize: 2, total: 1000, totalPages: 500 },
      totals: { recipients: 1000, sent: 1000 },
    });
    expect((await admin(`/${id}/recipients?status=failed`)).body.meta.total).toBe(0);
  }, 240_000);

  it('every issue carries List-Unsubscribe headers; its link and the one-click POST both unsubscribe without signing in', async () => {
    await t.orm.em.getConnection().execute('delete from newsletter_subscribers');
    await subscribe(['link.reader@example.com', 'oneclick.reader@example.com', 'stays@example.com']);
    const subject = 'An issue to leave';
    const id = (await admin('', { subject, body: '<p>Bye?</p>' })).body.data.id as number;
    await admin(`/${id}/send`, {});
    const [byLink, byPost] = await Promise.all([arrived(subject, 'link.reader@example.com'), arrived(subject, 'oneclick.reader@example.com')]);

    for (const mail of [byLink, byPost]) {
      expect(headerLine(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      // The same link as the one at the foot of the e-mail.
      expect(headerLine(mail, 'list-unsubscribe')?.replace(/\r?\n/g, '')).toBe(
        `List-Unsubscribe: <${unsubscribeLinkIn(mail).replace(t.url, 'http://localhost:3000')}>`,
      );
    }

    const page = await fetch(unsubscribeLinkIn(byLink));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain(UNSUBSCRIBE_MESSAGES.done);
    expect(await isSubscribed('link.reader@example.com')).toBe(false);

    // As a mail client does it (RFC 8058): POST to the header's address, form-encoded, no cookies.
    const headerLink = /<(\S+)>/.exec(headerLine(byPost, 'list-unsubscribe')!.replace(/\r?\n/g, ''))![1]!.replace('http://localhost:3000', t.url);
    const oneClick = await fetch(headerLink, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await isSubscribed('oneclick.reader@example.com')).toBe(false);
    // Again is fine; the other subscriber stays.
    expect(
      (await fetch(headerLink, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }))
        .status,
    ).toBe(200);
    expect(await isSubscribed('stays@example.com')).toBe(true);

    // The REST path takes the same token; a changed one is refused.
    const token = new URL(headerLink).searchParams.get('token')!;
    expect((await t.api('/api/newsletter/unsubscribe', { body: { token } })).body).toEqual({ success: true, data: null, message: UNSUBSCRIBE_MESSAGES.done });
    const tampered = await t.api('/api/newsletter/unsubscribe', { body: { token: token.replace(/^\d+/, '1') + 'x' } });
    expect(tampered.status).toBe(400);
    expect(tampered.body).toMatchObject({ success: false, message: UNSUBSCRIBE_MESSAGES.invalid });
    const badPage = await fetch(`${t.url}/newsletter/unsubscribe?token=nope`);
    expect(badPage.status).toBe(400);
    expect(await badPage.text()).toContain('This link cannot be used');
  }, 60_000);
});
