import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { router, staffProcedure } from '../../server/trpc/trpc';
import { IMPORT_MODES } from './content-bundle.constants';
import { contentBundleDto } from './bundle-schema';
import { checkBundle, exportContent, importContent } from './content-bundle.service';

const tags = ['Admin: Data'];

const importInput = z.strictObject({
  mode: z
    .enum(IMPORT_MODES, { error: `mode must be one of ${IMPORT_MODES.join(', ')}` })
    .describe('merge: update by id (blog posts by slug, settings by group) and add the rest; replace: the bundle becomes the content'),
  // Checked whole by checkBundle, which names every problem with its path.
  bundle: z.record(z.string(), z.unknown()).describe('A bundle as GET /admin/export answers it'),
});

/** An invalid bundle: 400 with every problem, the first one leading, as the error envelope lists a schema's. */
function bundleProblems(problems: { path: string; message: string }[]): TRPCError {
  const listed = z
    .unknown()
    .superRefine((_, ctx) => problems.forEach(({ path, message }) => ctx.addIssue({ code: 'custom', path: path.split('.'), message })))
    .safeParse(null);
  return new TRPCError({ code: 'BAD_REQUEST', message: problems[0]!.message, cause: listed.error });
}

export const contentBundleAdminRouter = router({
  export: staffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/export',
        tags,
        summary: 'Export all editorial content, the media files and the brand content as one JSON bundle',
        description:
          'Services, team, blog, featured insights, core expertise, client results, careers, media (bytes as base64) and the brand-content settings, every column as stored, with the bundle schema version. POST it to /admin/import on another instance.',
      },
      cache: 'no-store',
    })
    .input(z.void())
    .output(envelope(contentBundleDto))
    .query(async ({ ctx }) => ok(await exportContent(ctx.em), 'Content exported')),

  import: staffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/import',
        tags,
        summary: 'Import a content bundle: checked whole first, then applied in one transaction',
        description:
          'Every problem is reported with its path (`parts.blog.2.slug`) and nothing changes unless there are none. A bundle from a newer schema version is refused. The request body is limited to 1 MB, so a bundle with large media moves with `npm run backup`/`restore` instead.',
        errorResponses: { 400: 'Invalid bundle: every problem with its path' },
      },
      changes: ['services', 'team', 'blog', 'insights', 'expertise', 'case-results', 'careers', 'settings', 'media'],
    })
    .input(importInput)
    .output(envelope(z.record(z.string(), z.number().int()).describe('Rows brought in per part')))
    .mutation(async ({ ctx, input }) => {
      const checked = checkBundle(ctx.em, input.bundle);
      if (checked.problems) throw bundleProblems(checked.problems.map((p) => ({ ...p, path: `bundle.${p.path}` })));
      const counts = await importContent(ctx.em, checked.bundle, input.mode);
      return ok(counts, `Content imported (${input.mode})`);
    }),
});
