import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { expectSuccess, expectValidationFailure } from '../../../tests/support/expect-answers';
import { startJobQueue } from '../../server/lib/job-queue';
import { RETENTION_QUEUE } from './retention.jobs';

const t = useTestApp();
let token: string;
let positionId: number;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);

/** Stores a record through the public API, then moves its date back as if it had arrived `interval` ago. */
async function contactMessage(tag: string, interval: string) {
  const sent = await t.api('/api/contact', {
    body: { name: 'Ann Sender', email: `${tag}@example.com`, subject: 'A question', message: 'Please call me back.', inquiryType: 'services' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(sent.status).toBe(201);
  await sql(`update contact_messages set created_at = now() - ?::interval where email = ?`, [interval, `${tag}@example.com`]);
}

async function application(tag: string, interval: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: 'Cand Idate', email: `${tag}@example.com` })) form.append(name, value);
  form.append('cv', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'cv.pdf');
  expect((await fetch(`${t.url}/api/careers/${positionId}/apply`, { method: 'POST', body: form })).status).toBe(201);
  await sql(`update job_applications set created_at = now() - ?::interval where email = ?`, [interval, `${tag}@example.com`]);
}

async function signUp(tag: string, interval: string, status: 'pending' | 'confirmed' = 'pending') {
  expect((await t.api('/api/newsletter', { body: { email: `${tag}@example.com` } })).status).toBe(200);
  await sql(`update newsletter_subscribers set confirmation_sent_at = now() - ?::interval, status = ? where email = ?`, [
    interval,
    status,
    `${tag}@example.com`,
  ]);
}

const left = async (table: string) => (await sql<{ email: string }>(`select email from ${table} order by email`)).map((row) => row.email);

beforeAll(async () => {
  token = await t.login();
  positionId = (await t.api('/api/careers')).body.data[0].id;
});

describe('retention of personal data', () => {
  it('has periods staff set within bounds, and the public privacy read states them', async () => {
    expectSuccess(await t.api('/api/admin/personal-data/retention', { token }), {
      contactMessagesMonths: 24,
      applicationsMonths: 6,
      unconfirmedSubscriptionsDays: 7,
    });
    expect((await t.api('/api/admin/personal-data/retention', { method: 'PUT', body: { contactMessagesMonths: 12 } })).status).toBe(401);
    expectValidationFailure(
      await t.api('/api/admin/personal-data/retention', {
        method: 'PUT',
        token,
        body: { contactMessagesMonths: 0, applicationsMonths: 6, unconfirmedSubscriptionsDays: 2 },
      }),
      [
        { path: 'contactMessagesMonths', message: 'Contact messages must be a whole number from 1 to 120' },
        { path: 'unconfirmedSubscriptionsDays', message: 'Unconfirmed subscriptions must be a whole number from 3 to 90' },
      ],
    );
    const periods = { contactMessagesMonths: 12, applicationsMonths: 3, unconfirmedSubscriptionsDays: 10 };
    expectSuccess(await t.api('/api/admin/personal-data/retention', { method: 'PUT', token, body: periods }), periods);
    expectSuccess(await t.api('/api/privacy/retention'), periods);
    const privacyPage = await (await fetch(`${t.url}/privacy`)).text();
    expect(privacyPage).toContain('Contact enquiries: 12 months after they reach us');
    expect(privacyPage).toContain('Job applications, with any CV attached: 3 months after they reach us');
    expect(privacyPage).toContain('is deleted 10 days after our last confirmation e-mail');
  });

  it('the daily job deletes exactly the records past their period and logs the counts', async () => {
    // Periods from the test above: 12 months, 3 months, 10 days.
    await contactMessage('contact.due', '12 months 1 day');
    await contactMessage('contact.kept', '11 months 27 days');
    await application('application.due', '3 months 1 day');
    await application('application.kept', '2 months 27 days');
    await signUp('pending.due', '10 days 1 hour');
    await signUp('pending.kept', '9 days 23 hours');
    await signUp('confirmed.kept', '400 days', 'confirmed');

    const [schedule] = await sql(`select cron, options->>'tz' as tz from pgboss.schedule where name = ?`, [RETENTION_QUEUE]);
    expect(schedule).toEqual({ cron: '45 3 * * *', tz: 'UTC' });
    // The job as pg-boss's clock would send it; the app's own worker takes it.
    const jobs = await startJobQueue(t.orm.config.get('clientUrl')!, (error) => expect.fail(error.message));
    try {
      await jobs.send(RETENTION_QUEUE, {}, { retryLimit: 0, retryDelaySeconds: 1 });
      await vi.waitFor(async () => expect(await sql(`select 1 from activity_entries where action = 'expire'`)).toHaveLength(1), {
        timeout: 20_000,
        interval: 100,
      });
    } finally {
      await jobs.stop();
    }

    expect(await left('contact_messages')).toEqual(['contact.kept@example.com']);
    expect(await left('job_applications')).toEqual(['application.kept@example.com']);
    expect(await left('newsletter_subscribers')).toEqual(['confirmed.kept@example.com', 'pending.kept@example.com']);
    const [entry] = await sql(`select actor_kind, actor_name, section, summary from activity_entries where action = 'expire'`);
    expect(entry).toEqual({
      actor_kind: 'system',
      actor_name: 'Retention',
      section: 'personalData',
      summary: 'Retention removed 1 contact message(s), 1 application(s) and 1 unconfirmed subscription(s)',
    });
  });
});
