import { envelope, ok } from '../../shared/envelope';
import { idParam } from '../../shared/fields';
import { notFoundMessage } from '../../server/lib/not-found';
import { adminGet, adminRemove } from '../../server/trpc/admin-procedures';
import { adminProcedure, router } from '../../server/trpc/trpc';
import { applicationStatusInput, jobApplicationDto } from './application.schema';
import { adminList } from '../../server/trpc/admin-list';
import { adminBulk } from '../../server/trpc/admin-bulk';
import { applicationList, findApplication, setApplicationStatus, toJobApplicationDto } from './applications.admin';
import { JobApplicationEntity } from './job-application.entity';

const NOT_FOUND = notFoundMessage(JobApplicationEntity);
const tags = ['Admin: Job applications'];
const applicationById = { tags, notFound: NOT_FOUND, find: findApplication };

export const applicationsAdminRouter = router({
  list: adminList({
    list: applicationList,
    path: '/admin/applications',
    tags,
    summary: 'Job applications, newest first, a page at a time: search with ?q=, sort with ?sort=, filter by positionId, status, from and to',
    scope: 'applications:read',
    dto: jobApplicationDto,
    toDto: toJobApplicationDto,
    message: ({ total }) => `${total} application${total === 1 ? '' : 's'}`,
  }),

  get: adminGet({
    ...applicationById,
    scope: 'applications:read',
    path: '/admin/applications/{id}',
    summary: 'One application',
    message: 'Application retrieved',
    dto: jobApplicationDto,
    toDto: toJobApplicationDto,
  }),

  setStatus: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/applications/{id}',
        tags,
        summary: 'Set the status: new, reviewed, shortlisted or rejected',
        errorResponses: { 400: 'Invalid status', 404: NOT_FOUND },
      },
      changes: [],
      scope: 'applications:write',
    })
    .input(applicationStatusInput.extend({ id: idParam }))
    .output(envelope(jobApplicationDto))
    .mutation(async ({ ctx, input }) => {
      const application = await setApplicationStatus(ctx.em, await findApplication(ctx.em, input.id), input.status);
      return ok(toJobApplicationDto(application), 'Status updated');
    }),

  bulk: adminBulk({
    list: applicationList,
    path: '/admin/applications',
    tags,
    scope: 'applications:write',
    noun: ['application', 'applications'],
    params: applicationStatusInput.shape,
    actions: {
      'set-status': { label: 'set the status given as `status`', done: 'updated', needs: ['status'], run: (rows, { status }) => rows.set('status', status!) },
      delete: { label: 'delete for good', done: 'deleted', run: (rows) => rows.remove() },
    },
  }),

  remove: adminRemove({
    ...applicationById,
    scope: 'applications:write',
    path: '/admin/applications/{id}',
    summary: 'Delete an application',
    message: 'Application deleted',
  }),
});
