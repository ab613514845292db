import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { adminProcedure, publicProcedure, router } from '../../server/trpc/trpc';
import { adminRead } from '../../server/trpc/admin-procedures';
import { siteSettings, siteSettingsUpdate } from './settings.schema';
import { getSiteSettings, updateSiteSettings } from './settings.service';
import { settingsDraftProcedures } from './settings-drafts.admin-router';
import { actorName } from '../../server/trpc/actor-name';

export const settingsRouter = router({
  get: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/settings',
        protect: false,
        tags: ['Settings'],
        summary: 'Central brand content: company, logo, colours, homepage, social, SEO and legal',
      },
      cache: 'public',
      reads: ['settings'],
    })
    .input(z.void())
    .output(envelope(siteSettings))
    .query(async ({ ctx }) => ok(await getSiteSettings(ctx.em), 'Settings retrieved')),
});

const adminTags = ['Admin: Settings'];

export const settingsAdminRouter = router({
  get: adminRead({
    path: '/admin/settings',
    tags: adminTags,
    summary: 'All brand content, as edited',
    message: 'Settings retrieved',
    dto: siteSettings,
    read: getSiteSettings,
    scope: 'settings:read',
  }),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/settings',
        tags: adminTags,
        summary:
          'Change any fields of any groups (company, logo, colors, homepage, social, seo, legal); takes effect at once and is recorded as a revision. To prepare a change first, use PUT /api/admin/settings/draft',
        errorResponses: { 400: 'Invalid settings' },
      },
      changes: ['settings'],
      scope: 'settings:write',
    })
    .input(siteSettingsUpdate)
    .output(envelope(siteSettings))
    .mutation(async ({ ctx, input }) => ok(await updateSiteSettings(ctx.em, input, actorName(ctx.actor)), 'Settings saved')),

  ...settingsDraftProcedures,
});
