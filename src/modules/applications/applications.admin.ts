import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApplicationStatus, JobApplicationDto } from './application.schema';
import { JobApplicationEntity, type JobApplication } from './job-application.entity';

export const toJobApplicationDto = (a: JobApplication): JobApplicationDto => ({
  id: a.id,
  positionId: a.position?.id ?? null,
  positionTitle: a.positionTitle,
  name: a.name,
  email: a.email,
  phone: a.phone,
  message: a.message,
  status: a.status,
  createdAt: a.createdAt.toISOString(),
});

/** Newest first, optionally only those for one position. */
export async function listApplications(em: EntityManager, filter: { positionId?: number } = {}): Promise<JobApplicationDto[]> {
  const where = filter.positionId ? { position: filter.positionId } : {};
  const rows = await em.find(JobApplicationEntity, where, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map(toJobApplicationDto);
}

export async function findApplication(em: EntityManager, id: number): Promise<JobApplication | null> {
  return em.findOne(JobApplicationEntity, { id });
}

export async function setApplicationStatus(em: EntityManager, application: JobApplication, status: ApplicationStatus) {
  application.status = status;
  await em.flush();
  return application;
}

export async function deleteApplication(em: EntityManager, application: JobApplication) {
  await em.remove(application).flush();
}
