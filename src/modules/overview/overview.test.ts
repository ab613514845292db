import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { ContactMessageEntity } from '../contact';
import { JobApplicationEntity } from '../applications';
import { NewsletterSubscriberEntity } from '../newsletter';
import { BlogPostEntity } from '../blog';

const t = useTestApp();

const application = (name: string, createdAt: Date, status: 'new' | 'reviewed' = 'new') => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '',
  positionTitle: 'Consultant',
  message: '',
  status,
  createdAt,
  updatedAt: createdAt,
});

beforeAll(async () => {
  const em = t.orm.em.fork();
  await em.nativeDelete(ContactMessageEntity, {});
  await em.nativeDelete(JobApplicationEntity, {});
  for (const [n, isRead] of [
    [1, false],
    [2, true],
    [3, false],
    [4, false],
  ] as const) {
    em.create(ContactMessageEntity, {
      name: `Sender ${n}`,
      email: `s${n}@example.com`,
      subject: `Question ${n}`,
      message: 'Please call me back.',
      isRead,
      createdAt: new Date(Date.UTC(2026, 0, n)),
    });
  }
  em.create(JobApplicationEntity, application('Before', new Date(Date.UTC(2020, 0, 1))));
  em.create(NewsletterSubscriberEntity, { email: 'pending@example.com' });
  await em.flush();
});

const overview = (token?: string) => t.api('/api/admin/overview', { token });

describe('GET /api/admin/overview', () => {
  it('counts what needs attention and lists the newest unread messages and log entries', async () => {
    const token = await t.login();
    const res = await overview(token);
    expect(res.status).toBe(200);
    const drafts = await t.orm.em.fork().count(BlogPostEntity, { isPublished: false });
    expect(res.body.data).toMatchObject({ unreadMessages: 3, draftPosts: drafts, pendingSignUps: 1 });
    expect(res.body.data.recentMessages.map((m: { subject: string }) => m.subject)).toEqual(['Question 4', 'Question 3', 'Question 1']);
    expect(res.body.data.recentActivity[0]).toMatchObject({ actorName: 'admin', summary: expect.stringMatching(/sign/i) });
  });

  it('new applications are those that arrived since your previous sign-in and are still new', async () => {
    const token = await t.login();
    const { since } = (await overview(token)).body.data;
    expect(since).toEqual(expect.any(String));
    const em = t.orm.em.fork();
    em.create(JobApplicationEntity, application('After', new Date(Date.parse(since) + 1000)));
    em.create(JobApplicationEntity, application('Seen', new Date(Date.parse(since) + 1000), 'reviewed'));
    await em.flush();
    expect((await overview(token)).body.data.newApplications).toBe(1);
  });

  it('lists the next drafts to go live by themselves, soonest first, by the name their draft gives them', async () => {
    const token = await t.login();
    const post = (await t.api('/api/admin/blog', { token, body: { title: 'Monday announcement', isPublished: true } })).body.data as { id: number };
    await t.api(`/api/admin/blog/${post.id}/draft`, {
      token,
      method: 'PUT',
      body: { title: 'Monday announcement, final', publishAt: '2099-03-02T09:00:00+01:00' },
    });
    expect((await overview(token)).body.data.scheduled).toContainEqual({
      action: 'publish',
      section: 'blog',
      itemId: post.id,
      name: 'Monday announcement, final',
      at: '2099-03-02T08:00:00.000Z',
      publishAt: '2099-03-02T08:00:00.000Z',
    });
    expect((await t.api('/api/admin/scheduled', { token })).body.data).toContainEqual(expect.objectContaining({ itemId: post.id, savedBy: 'admin' }));
  });

  it('is refused to a stranger', async () => {
    expect((await overview()).status).toBe(401);
  });
});
