import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const t = useTestApp();
let token: string;
let positionId: number;

// Stored as typed; requests find it whatever the letter case.
const ANA = 'Ana_Person@Example.com';
const BOB = 'bob.other@example.com';

const contact = (email: string) => ({
  name: 'Ana Person',
  email,
  company: 'Person Holdings',
  subject: 'A review of our finance function',
  message: 'Please call me about a review.',
  inquiryType: 'services',
});

async function submitEverything(email: string) {
  const sent = await t.api('/api/contact', { body: contact(email), headers: { 'idempotency-key': randomUUID() } });
  expect(sent.status).toBeLessThan(300);
  const applied = await t.api(`/api/careers/${positionId}/apply`, {
    body: { name: 'Ana Person', email: email.toLowerCase(), phone: '+44 20 7946 0000', message: 'My CV follows.' },
  });
  expect(applied.status).toBeLessThan(300);
  const subscribed = await t.api('/api/newsletter', { body: { email: email.toUpperCase() } });
  expect(subscribed.status).toBeLessThan(300);
}

/** Every place in the database where the address appears, in any text or JSON column of any table. */
async function tracesOf(email: string): Promise<string[]> {
  const connection = t.orm.em.getConnection();
  const columns = await connection.execute<{ table_schema: string; table_name: string; column_name: string }[]>(
    `select c.table_schema, c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
      where c.table_schema not in ('pg_catalog', 'information_schema') and c.data_type in ('text', 'character varying', 'json', 'jsonb')`,
  );
  const traces: string[] = [];
  for (const { table_schema, table_name, column_name } of columns) {
    const [row] = await connection.execute<{ n: string }[]>(
      `select count(*)::text as n from "${table_schema}"."${table_name}" where position(lower(?) in lower("${column_name}"::text)) > 0`,
      [email],
    );
    if (row && row.n !== '0') traces.push(`${table_schema}.${table_name}.${column_name}: ${row.n}`);
  }
  return traces;
}

beforeAll(async () => {
  token = await t.login();
  positionId = (await t.api('/api/careers')).body.data[0].id;
});

describe('a personal-data request', () => {
  beforeAll(async () => {
    // Alerts held for the digest and acknowledgements to senders hold the address too.
    const settings = await t.api('/api/admin/mail/settings', {
      method: 'PUT',
      token,
      body: { alertRecipients: {}, dailyDigest: true, acknowledgeSenders: true },
    });
    expect(settings.status).toBe(200);
    await submitEverything(ANA);
    await submitEverything(BOB);
  });

  it("finds every record holding the address, whatever its case, and nobody else's", async () => {
    const res = await t.api(`/api/admin/personal-data?email=${encodeURIComponent(ANA.toLowerCase())}`, { token });
    expect(res.status).toBe(200);
    const bySource = Object.fromEntries(res.body.data.sources.map((s: { source: string; records: unknown[] }) => [s.source, s.records]));
    expect(bySource.contactMessages).toHaveLength(1);
    expect(bySource.contactMessages[0].fields).toMatchObject({ email: ANA, company: 'Person Holdings' });
    expect(bySource.jobApplications).toHaveLength(1);
    expect(bySource.newsletterSubscriptions).toHaveLength(1);
    // The staff alerts quote the sender: they hold the address too.
    expect(bySource.heldAlerts.length).toBeGreaterThanOrEqual(2);
    expect(bySource.acknowledgements).toHaveLength(1);
    expect(JSON.stringify(res.body.data)).not.toContain(BOB);
    expect(res.body.data.total).toBe(Object.values(bySource).flat().length);
  });

  it('exports the same records as CSV, one line per field', async () => {
    const res = await fetch(`${t.url}/api/admin/personal-data/export.csv?email=${encodeURIComponent(ANA)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe('Kept in,Record,Stored,Field,Value');
    expect(csv).toContain('Contact messages,');
    expect(csv).toContain('Person Holdings');
    expect(csv).not.toContain(BOB);
  });

  it('refuses strangers and bad input with the error envelope', async () => {
    expect((await t.api(`/api/admin/personal-data?email=${ANA}`)).status).toBe(401);
    expect((await fetch(`${t.url}/api/admin/personal-data/export.csv?email=${ANA}`)).status).toBe(401);
    const bad = await t.api('/api/admin/personal-data?email=not-an-address', { token });
    expect(bad).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION_FAILED' } });
    expect((await fetch(`${t.url}/api/admin/personal-data/export.csv`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(400);
    const unknownMode = await t.api('/api/admin/personal-data/erase', { token, body: { email: ANA, mode: 'shred' } });
    expect(unknownMode).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', errors: [{ path: 'mode' }] } });
    const extra = await t.api('/api/admin/personal-data/erase', { token, body: { email: ANA, mode: 'delete', everything: true } });
    expect(extra.status).toBe(400);
    expect(await tracesOf(ANA)).not.toEqual([]);
  });

  it("erases every trace of the address from every table, and leaves other people's records", async () => {
    const res = await t.api('/api/admin/personal-data/erase', { token, body: { email: ANA.toUpperCase(), mode: 'delete' } });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThanOrEqual(5);
    expect(await tracesOf(ANA)).toEqual([]);
    const after = await t.api(`/api/admin/personal-data?email=${encodeURIComponent(ANA)}`, { token });
    expect(after.body.data.total).toBe(0);
    const bob = await t.api(`/api/admin/personal-data?email=${encodeURIComponent(BOB)}`, { token });
    expect(bob.body.data.sources.find((s: { source: string }) => s.source === 'contactMessages').records).toHaveLength(1);
  });
});

describe('erasing by anonymising', () => {
  beforeAll(async () => {
    const settings = await t.api('/api/admin/mail/settings', {
      method: 'PUT',
      token,
      body: { alertRecipients: {}, dailyDigest: false, acknowledgeSenders: false },
    });
    expect(settings.status).toBe(200);
  });

  const CLARA = 'clara.keep@example.org';

  it('keeps the contact message and the application without anything that names the person', async () => {
    await submitEverything(CLARA);
    const before = await t.api('/api/admin/contacts', { token });
    const res = await t.api('/api/admin/personal-data/erase', { token, body: { email: CLARA, mode: 'anonymise' } });
    expect(res.status).toBe(200);
    expect(await tracesOf(CLARA)).toEqual([]);
    const after = await t.api('/api/admin/contacts', { token });
    expect(after.body.data).toHaveLength(before.body.data.length);
    const kept = after.body.data.find((m: { email: string }) => /^erased-\d+@invalid$/.test(m.email));
    expect(kept).toMatchObject({ name: 'Erased', company: '', message: '', inquiryType: 'services' });
  });
});
