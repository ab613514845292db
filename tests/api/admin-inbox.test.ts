import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { NEWSLETTER_MESSAGES } from '../../src/modules/newsletter/newsletter.constants';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

const csv = async (path: string, auth = token) => {
  const res = await fetch(`${t.url}${path}`, { headers: auth ? { authorization: `Bearer ${auth}` } : {} });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text: await res.text() };
};

describe('job applications', () => {
  it('lists newest first with the position, filters, sets status, exports and deletes', async () => {
    const [first, second] = (await t.api('/api/careers')).body.data;
    const a = (await t.api(`/api/careers/${first.id}/apply`, { body: { name: 'Ann Applicant', email: 'ann@example.com' } })).body.data.id;
    const b = (await t.api(`/api/careers/${second.id}/apply`, { body: { name: '=HYPERLINK("x")', email: 'bob@example.com', message: 'Hi, "there"' } })).body
      .data.id;

    const all = (await t.api('/api/admin/applications', { token })).body.data;
    expect(all.slice(0, 2).map((x: { id: number }) => x.id)).toEqual([b, a]);
    expect(all[1]).toMatchObject({ positionId: first.id, positionTitle: first.title, status: 'new' });

    const filtered = (await t.api(`/api/admin/applications?positionId=${first.id}`, { token })).body.data;
    expect(filtered.every((x: { positionId: number }) => x.positionId === first.id)).toBe(true);

    const status = await t.api(`/api/admin/applications/${a}`, { token, method: 'PUT', body: { status: 'shortlisted' } });
    expect(status.body.data.status).toBe('shortlisted');
    const bad = await t.api(`/api/admin/applications/${a}`, { token, method: 'PUT', body: { status: 'hired' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Status must be one of new, reviewed, shortlisted, rejected');

    const file = await csv('/api/admin/applications/export.csv');
    expect(file.status).toBe(200);
    expect(file.type).toContain('text/csv');
    expect(file.disposition).toMatch(/attachment; filename="job-applications-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(file.text.split('\r\n')[0]).toBe('Received,Position,Name,Email,Phone,Status,Message');
    expect(file.text).toContain('Ann Applicant');
    // A formula is defused and quotes are escaped.
    expect(file.text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(file.text).toContain('"Hi, ""there"""');
    expect((await csv('/api/admin/applications/export.csv', '')).status).toBe(401);

    expect((await t.api(`/api/admin/applications/${b}`, { token, method: 'DELETE' })).status).toBe(200);
    expect((await t.api(`/api/admin/applications/${b}`, { token })).status).toBe(404);
  });

  it('keeps an application when its position is deleted', async () => {
    const position = (await t.api('/api/admin/careers', { token, body: { title: 'Short-lived role', description: 'Soon gone.' } })).body.data;
    const app = (await t.api(`/api/careers/${position.id}/apply`, { body: { name: 'Keep Me', email: 'keep@example.com' } })).body.data;
    await t.api(`/api/admin/careers/${position.id}`, { token, method: 'DELETE' });
    const kept = (await t.api(`/api/admin/applications/${app.id}`, { token })).body.data;
    expect(kept).toMatchObject({ positionId: null, positionTitle: 'Short-lived role', name: 'Keep Me' });
  });
});

describe('contact messages', () => {
  it('counts unread, marks read and unread, filters by inquiry type, exports and deletes', async () => {
    const send = (inquiryType: string, name: string) =>
      t.api('/api/contact', { body: { name, email: 'c@example.com', subject: 'Hello there', message: 'A message long enough.', inquiryType } });
    const unread = async () => (await t.api('/api/admin/contacts/unread-count', { token })).body.data.unread as number;
    const start = await unread();
    const m1 = (await send('partnership', 'Partner Person')).body.data.id;
    await send('support', 'Support Person');
    expect(await unread()).toBe(start + 2);

    const list = (await t.api('/api/admin/contacts', { token })).body.data;
    expect(list[0].name).toBe('Support Person');
    const partnership = (await t.api('/api/admin/contacts?inquiryType=partnership', { token })).body.data;
    expect(partnership.map((m: { id: number }) => m.id)).toContain(m1);
    expect(partnership.every((m: { inquiryType: string }) => m.inquiryType === 'partnership')).toBe(true);
    expect((await t.api('/api/admin/contacts?inquiryType=spam', { token })).status).toBe(400);

    expect((await t.api(`/api/admin/contacts/${m1}`, { token, method: 'PUT', body: { isRead: true } })).body).toMatchObject({
      data: { isRead: true },
      message: 'Marked as read',
    });
    expect(await unread()).toBe(start + 1);
    expect((await t.api(`/api/admin/contacts/${m1}`, { token, method: 'PUT', body: { isRead: false } })).body.data.isRead).toBe(false);

    const file = await csv('/api/admin/contacts/export.csv');
    expect(file.text.split('\r\n')[0]).toBe('Received,Inquiry type,Name,Email,Phone,Company,Subject,Message,Read');
    expect(file.text).toContain('Partnership Opportunities');

    expect((await t.api(`/api/admin/contacts/${m1}`, { token, method: 'DELETE' })).status).toBe(200);
    expect((await t.api(`/api/admin/contacts/${m1}`, { token })).status).toBe(404);
  });
});

describe('newsletter', () => {
  it('signs up once per address (case-insensitive), lists, exports and removes', async () => {
    const first = await t.api('/api/newsletter', { body: { email: 'Reader@Example.com ' } });
    expect(first.body).toEqual({ success: true, data: null, message: NEWSLETTER_MESSAGES.subscribed });
    expect((await t.api('/api/newsletter', { body: { email: 'reader@example.com' } })).status).toBe(200);
    const bad = await t.api('/api/newsletter', { body: { email: 'not-an-email' } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address' } });

    const list = (await t.api('/api/admin/newsletter', { token })).body;
    const mine = list.data.filter((s: { email: string }) => s.email === 'reader@example.com');
    expect(mine).toHaveLength(1);
    expect(list.message).toMatch(/^\d+ subscribers?, \d+ awaiting confirmation$/);
    expect((await csv('/api/admin/newsletter/export.csv')).text).toContain('reader@example.com');
    expect((await t.api(`/api/admin/newsletter/${mine[0].id}`, { token, method: 'DELETE' })).status).toBe(200);
    expect((await t.api('/api/admin/newsletter', { token })).body.data.some((s: { email: string }) => s.email === 'reader@example.com')).toBe(false);
  });
});
