import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { publicProcedure, router } from '../../server/trpc/trpc';
import { siteSettings } from './settings.schema';
import { getSiteSettings } from './settings.service';

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
    })
    .input(z.void())
    .output(envelope(siteSettings))
    .query(async ({ ctx }) => ok(await getSiteSettings(ctx.em), 'Settings retrieved')),
});
