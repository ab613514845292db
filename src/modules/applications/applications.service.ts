import type { EntityManager } from '@mikro-orm/postgresql';
import { unusedId } from '../../server/lib/unused-id';
import { CareerPositionEntity } from '../careers';
import type { JobApplicationInput } from './application.schema';
import { JobApplicationEntity, type JobApplication } from './job-application.entity';

type ParsedApplication = Required<Omit<JobApplicationInput, 'website'>>;

/** Stores the application (flushed before returning); null when the position is unknown or closed. */
export async function applyToPosition(em: EntityManager, positionId: number, input: ParsedApplication): Promise<JobApplication | null> {
  const position = await em.findOne(CareerPositionEntity, { id: positionId, isActive: true });
  if (!position) return null;
  const application = em.create(JobApplicationEntity, {
    position,
    positionTitle: position.title,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
  });
  await em.flush();
  return application;
}

/** The id a discarded (honeypot) application is answered with, as if it had been stored. */
export const discardedApplicationId = (em: EntityManager) => unusedId(em, JobApplicationEntity);
