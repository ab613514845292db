import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const t = useTestApp({ SMTP_URL: '', BASE_URL: 'http://localhost:3000' });

const page = async (path: string) => {
  const res = await fetch(`${t.url}${path}`);
  return { status: res.status, html: await res.text() };
};

describe('the newsletter archive on the site', () => {
  it('shows sent issues (never drafts) only while the setting is on, in the API, the pages, the footer and the sitemap', async () => {
    const token = await t.login();
    const admin = (path: string, body?: unknown, method?: string) => t.api(`/api/admin${path}`, { token, body, method });
    const draft = (await admin('/newsletter/issues', { subject: 'Still a draft', body: '<p>Not sent.</p>' })).body.data;
    const sent = (await admin('/newsletter/issues', { subject: 'Notes from the field', preheader: 'Three lessons', body: '<p>Decisions need owners.</p>' }))
      .body.data;
    expect((await admin(`/newsletter/issues/${sent.id}/send`, {})).status).toBe(200);

    // Off by default: nothing of the archive exists, anywhere.
    const off = await t.api('/api/newsletter/issues');
    expect(off.status).toBe(404);
    expect(off.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'The newsletter archive is not shown on this site' });
    expect((await t.api(`/api/newsletter/issues/${sent.id}`)).status).toBe(404);
    expect((await page('/newsletter')).status).toBe(404);
    expect((await page('/')).html).not.toContain('href="/newsletter"');
    expect((await page('/sitemap.xml')).html).not.toContain('/newsletter');

    expect((await admin('/settings', { newsletter: { showArchive: true } }, 'PUT')).status).toBe(200);
    const listed = await t.api('/api/newsletter/issues');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([{ id: sent.id, subject: 'Notes from the field', preheader: 'Three lessons', sentAt: expect.any(String) }]);
    const one = await t.api(`/api/newsletter/issues/${sent.id}`);
    expect(one.body.data).toMatchObject({ subject: 'Notes from the field', body: '<p>Decisions need owners.</p>', post: null });
    expect((await t.api(`/api/newsletter/issues/${draft.id}`)).status).toBe(404);

    const archive = await page('/newsletter');
    expect(archive.status).toBe(200);
    expect(archive.html).toContain(`href="/newsletter/${sent.id}"`);
    expect(archive.html).not.toContain('Still a draft');
    const issuePage = await page(`/newsletter/${sent.id}`);
    expect(issuePage.status).toBe(200);
    expect(issuePage.html).toContain('Decisions need owners.');
    expect((await page(`/newsletter/${draft.id}`)).status).toBe(404);
    expect((await page('/')).html).toContain('href="/newsletter"');
    expect((await page('/sitemap.xml')).html).toContain(`http://localhost:3000/newsletter/${sent.id}</loc>`);

    // Switched off again, the cached answers and pages go with it.
    expect((await admin('/settings', { newsletter: { showArchive: false } }, 'PUT')).status).toBe(200);
    expect((await t.api('/api/newsletter/issues')).status).toBe(404);
    expect((await page('/newsletter')).status).toBe(404);
    expect((await page(`/newsletter/${sent.id}`)).status).toBe(404);
  });
});
