import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { expectValidationFailure } from '../support/expect-answers';
import { ContactMessageEntity } from '../../src/modules/contact';
import { ActivityEntryEntity } from '../../src/modules/activity';
import { JobApplicationEntity } from '../../src/modules/applications';

const t = useTestApp();
let token = '';

// 12 messages: "Sender 01" to "Sender 12"; the odd ones are partnership inquiries; 01–03 are already read.
const SENDERS = Array.from({ length: 12 }, (_, index) => ({
  name: `Sender ${String(index + 1).padStart(2, '0')}`,
  email: `sender${index + 1}@example.com`,
  company: index === 4 ? 'Société Conseil' : 'Example Ltd',
  subject: `Question ${index + 1}`,
  message: 'We would like to hear about your services.',
  inquiryType: index % 2 === 0 ? ('partnership' as const) : ('general' as const),
  isRead: index < 3,
  phone: '',
}));

beforeEach(async () => {
  token ||= await t.login();
  const em = t.orm.em.fork();
  await em.nativeDelete(ContactMessageEntity, {});
  for (const sender of SENDERS) em.create(ContactMessageEntity, sender);
  await em.flush();
});

const bulk = (section: string, body: unknown) => t.api(`/api/admin/${section}/bulk`, { token, body });
const messages = () => t.orm.em.fork().find(ContactMessageEntity, {}, { orderBy: { name: 'asc' } });
const idsOf = async (names: string[]) => (await messages()).filter((m) => names.includes(m.name)).map((m) => m.id);

describe('POST /api/admin/{section}/bulk', () => {
  it('marks the ticked messages read in one call and says how many changed (rows already read are not counted)', async () => {
    const ids = await idsOf(['Sender 01', 'Sender 04', 'Sender 05']);
    const res = await bulk('contacts', { action: 'mark-read', ids });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { action: 'mark-read', changed: 2 }, message: '2 messages marked read' });
    const read = (await messages()).filter((m) => m.isRead).map((m) => m.name);
    expect(read).toEqual(['Sender 01', 'Sender 02', 'Sender 03', 'Sender 04', 'Sender 05']);
  });

  it('a changed row gets a new version, so an editor holding the old one is told', async () => {
    const [before] = await messages();
    await bulk('contacts', { action: 'mark-unread', ids: [before!.id] });
    const [after] = await messages();
    expect(after!.version).toBe(before!.version + 1);
  });

  it('takes every row the list filter matches, search included, whatever page the list showed', async () => {
    const res = await bulk('contacts', { action: 'mark-read', filter: { inquiryType: 'partnership', isRead: false } });
    expect(res.body.data.changed).toBe(4);
    const unreadPartnerships = await t.api('/api/admin/contacts?inquiryType=partnership&isRead=false', { token });
    expect(unreadPartnerships.body.meta.total).toBe(0);
    const searched = await bulk('contacts', { action: 'delete', filter: { q: 'SOCIETE' } });
    expect(searched.body).toMatchObject({ data: { changed: 1 }, message: '1 message deleted' });
    expect((await messages()).map((m) => m.name)).not.toContain('Sender 05');
  });

  it('an empty filter means every row; unknown ids are skipped', async () => {
    const res = await bulk('contacts', { action: 'delete', filter: {} });
    expect(res.body.data.changed).toBe(12);
    expect(await messages()).toEqual([]);
    const none = await bulk('contacts', { action: 'delete', ids: [999_999] });
    expect(none.body).toMatchObject({ data: { changed: 0 }, message: '0 messages deleted' });
  });

  it('sets the status of the ticked applications, and needs the status to do so', async () => {
    const em = t.orm.em.fork();
    await em.nativeDelete(JobApplicationEntity, {});
    for (const name of ['Ada', 'Grace', 'Edsger']) {
      em.create(JobApplicationEntity, { name, email: `${name}@example.com`, phone: '', positionTitle: 'Consultant', message: 'Hello there, I apply.' });
    }
    await em.flush();
    expectValidationFailure(await bulk('applications', { action: 'set-status', filter: {} }), [{ path: 'status', message: 'set-status needs status' }]);
    const chosen = (await t.orm.em.fork().find(JobApplicationEntity, { name: { $in: ['Ada', 'Grace'] } })).map((a) => a.id);
    const res = await bulk('applications', { action: 'set-status', status: 'shortlisted', ids: chosen });
    expect(res.body).toMatchObject({ data: { changed: 2 }, message: '2 applications updated' });
    const statuses = await t.orm.em.fork().find(JobApplicationEntity, {}, { orderBy: { name: 'asc' } });
    expect(statuses.map((a) => [a.name, a.status])).toEqual([
      ['Ada', 'shortlisted'],
      ['Edsger', 'new'],
      ['Grace', 'shortlisted'],
    ]);
  });

  it('refuses a bad call with 400 naming the field, changing nothing', async () => {
    const ids = await idsOf(['Sender 04']);
    expectValidationFailure(await bulk('contacts', { action: 'archive', ids }), [
      { path: 'action', message: 'action must be one of mark-read, mark-unread, delete' },
    ]);
    expectValidationFailure(await bulk('contacts', { action: 'delete' }), [{ path: 'ids', message: 'Send either ids or filter, not both or neither' }]);
    expectValidationFailure(await bulk('contacts', { action: 'delete', ids, filter: {} }), [
      { path: 'ids', message: 'Send either ids or filter, not both or neither' },
    ]);
    expectValidationFailure(await bulk('contacts', { action: 'delete', ids: [] }), [{ path: 'ids', message: 'ids must name at least one row' }]);
    expect((await bulk('contacts', { action: 'delete', filter: { isRead: 'yes' } })).status).toBe(400);
    expect((await bulk('contacts', { action: 'delete', filter: { colour: 'red' } })).status).toBe(400);
    expect((await bulk('contacts', { action: 'delete', ids: Array.from({ length: 1001 }, (_, i) => i + 1) })).status).toBe(400);
    expect(await messages()).toHaveLength(12);
  });

  it('a stranger gets 401 and nothing changes', async () => {
    const res = await t.api('/api/admin/contacts/bulk', { body: { action: 'delete', filter: {} } });
    expect(res.status).toBe(401);
    expect(await messages()).toHaveLength(12);
  });

  it('the activity log records the action and how many rows it changed, never the filter', async () => {
    await bulk('contacts', { action: 'mark-read', filter: { q: 'sender1' } });
    const [entry] = await t.orm.em.fork().find(ActivityEntryEntity, { action: 'bulk' }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(entry).toMatchObject({ section: 'contacts', itemId: null, summary: 'Bulk mark-read on contacts: 3 changed' });
  });
});
