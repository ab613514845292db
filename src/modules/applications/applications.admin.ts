import type { EntityManager } from '@mikro-orm/postgresql';
import { dtoFrom } from '../../server/lib/dto';
import { defineAdminList } from '../../server/lib/admin-list';
import { idParam } from '../../shared/fields';
import { dateRangeFields, oneOfFilter } from '../../shared/list-query';
import { APPLICATION_STATUSES, applicationCvPath, jobApplicationDto, type ApplicationStatus, type JobApplicationDto } from './application.schema';
import { APPLICATION_SEARCHABLE, JobApplicationEntity, type JobApplication } from './job-application.entity';

export const toJobApplicationDto = (application: JobApplication): JobApplicationDto =>
  dtoFrom(jobApplicationDto, {
    ...application,
    positionId: application.position?.id ?? null,
    cv: application.cvFilename
      ? {
          filename: application.cvFilename,
          contentType: application.cvContentType ?? '',
          size: application.cvSize ?? 0,
          downloadPath: applicationCvPath(application.id),
        }
      : null,
  });

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

/** The application's CV with its bytes, or null when the application or its CV does not exist. */
export async function findApplicationCv(em: EntityManager, id: number) {
  const application = await em.findOne(JobApplicationEntity, { id, cvFilename: { $ne: null } }, { populate: ['cvData'] });
  if (!application?.cvData || !application.cvFilename || !application.cvContentType) return null;
  return { filename: application.cvFilename, contentType: application.cvContentType, data: application.cvData };
}

export async function setApplicationStatus(em: EntityManager, application: JobApplication, status: ApplicationStatus) {
  application.status = status;
  await em.flush();
  return application;
}
