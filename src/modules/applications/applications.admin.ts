import type { EntityManager } from '@mikro-orm/postgresql';
import { dtoFrom } from '../../server/lib/dto';
import { jobApplicationDto, type ApplicationStatus, type JobApplicationDto } from './application.schema';
import { JobApplicationEntity, type JobApplication } from './job-application.entity';

export const toJobApplicationDto = (application: JobApplication): JobApplicationDto =>
  dtoFrom(jobApplicationDto, { ...application, positionId: application.position?.id ?? null });

/** Newest first, optionally only those for one position. */
export async function listApplications(em: EntityManager, filter: { positionId?: number } = {}): Promise<JobApplicationDto[]> {
  const where = filter.positionId ? { position: filter.positionId } : {};
  const rows = await em.find(JobApplicationEntity, where, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map(toJobApplicationDto);
}

export async function findApplication(em: EntityManager, id: number): Promise<JobApplication> {
  return em.findOneOrFail(JobApplicationEntity, { id });
}

export async function setApplicationStatus(em: EntityManager, application: JobApplication, status: ApplicationStatus) {
  application.status = status;
  await em.flush();
  return application;
}
