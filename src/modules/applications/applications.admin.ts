import type { EntityManager } from '@mikro-orm/postgresql';
import { dtoFrom } from '../../server/lib/dto';
import { defineAdminList } from '../../server/lib/admin-list';
import { idParam } from '../../shared/fields';
import { dateRangeFields, oneOfFilter } from '../../shared/list-query';
import { APPLICATION_STATUSES, jobApplicationDto, type ApplicationStatus, type JobApplicationDto } from './application.schema';
import { APPLICATION_SEARCHABLE, JobApplicationEntity, type JobApplication } from './job-application.entity';

export const toJobApplicationDto = (application: JobApplication): JobApplicationDto =>
  dtoFrom(jobApplicationDto, { ...application, positionId: application.position?.id ?? null });

/** The applications: newest first, searched by applicant, position and message, filtered by position, status and date. */
export const applicationList = defineAdminList({
  entity: JobApplicationEntity,
  searchable: APPLICATION_SEARCHABLE,
  sortable: { createdAt: 'createdAt', name: 'name', email: 'email', positionTitle: 'positionTitle', status: 'status' },
  defaultSort: 'createdAt:desc',
  filters: {
    positionId: idParam.optional().describe('Only applications for this position'),
    status: oneOfFilter('status', APPLICATION_STATUSES, 'Only applications with this status'),
    ...dateRangeFields,
  },
  filterColumns: { positionId: 'position' },
});

export async function findApplication(em: EntityManager, id: number): Promise<JobApplication> {
  return em.findOneOrFail(JobApplicationEntity, { id });
}

export async function setApplicationStatus(em: EntityManager, application: JobApplication, status: ApplicationStatus) {
  application.status = status;
  await em.flush();
  return application;
}
