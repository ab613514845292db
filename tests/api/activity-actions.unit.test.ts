import { expect, it } from 'vitest';
import { describeAdminWrite } from '../../src/modules/activity';
import { ACTIVITY_ACTIONS, ACTIVITY_SECTIONS } from '../../src/modules/activity/activity.constants';
import { declaredProcedures } from '../../src/server/trpc/procedure-rules';
import { appRouter } from '../../src/server/trpc/app-router';

it('every staff write is logged under an action and a section the activity filters offer', () => {
  const writes = [...declaredProcedures(appRouter).values()].filter((p) => p.type === 'mutation' && p.name.startsWith('admin.'));
  expect(writes.length).toBeGreaterThan(10);
  for (const { name, meta } of writes) {
    const entry = describeAdminWrite(name, meta.scope, { id: 3 }, undefined, []);
    expect(ACTIVITY_ACTIONS, name).toContain(entry?.action);
    expect(ACTIVITY_SECTIONS, name).toContain(entry?.section);
  }
});

it("logs a section under its address, as the scheduler and the filters name it, not under its router's name", () => {
  expect(describeAdminWrite('admin.caseResults.update', 'case-results:write', { id: 3 }, undefined, [])).toMatchObject({
    section: 'case-results',
    summary: 'Updated case-results #3',
  });
  expect(describeAdminWrite('admin.apiKeys.create', 'staff-only', undefined, { data: { id: 2 } }, [])?.section).toBe('apiKeys');
});

it('describes a write by its names, never its values', () => {
  expect(describeAdminWrite('admin.blog.update', 'blog:write', { id: 4, title: 'Secret title', slug: 'x' }, undefined, [])).toEqual({
    action: 'update',
    section: 'blog',
    itemId: 4,
    fields: ['title', 'slug'],
    summary: 'Updated blog #4: title, slug',
  });
  expect(describeAdminWrite('admin.blog.update', 'blog:write', { id: 4, title: 'Secret title', slug: 'x' }, undefined, ['title'])?.fields).toEqual(['title']);
  expect(describeAdminWrite('admin.team.create', 'team:write', { name: 'Ada' }, { data: { id: 9 } }, [])).toMatchObject({
    action: 'create',
    itemId: 9,
    fields: [],
  });
  expect(describeAdminWrite('admin.settings.update', 'settings:write', { company: { name: 'X' }, seo: { title: 'Y' } }, undefined, [])?.fields).toEqual([
    'company.name',
    'seo.title',
  ]);
  expect(describeAdminWrite('admin.contacts.setRead', 'contacts:write', { id: 2, isRead: true }, undefined, ['isRead'])?.summary).toBe(
    'Set read contacts #2: isRead',
  );
  expect(describeAdminWrite('auth.logout', undefined, undefined, undefined, [])).toBeNull();
});
