import type { EntityManager } from '@mikro-orm/postgresql';
import { unusedId } from '../../server/lib/unused-id';
import { CareerPositionEntity } from '../careers';
import type { Mailer } from '../mail';
import { alertStaffOfApplication } from './application.alert';
import type { JobApplicationInput } from './application.schema';
import { JobApplicationEntity, type JobApplication } from './job-application.entity';

type ParsedApplication = Required<Omit<JobApplicationInput, 'website'>>;

/**
 * Stores the application and queues the alert to the hiring address in one transaction, committed
 * before returning; null when the position is unknown or closed.
 */
export function applyToPosition(em: EntityManager, mailer: Mailer, positionId: number, input: ParsedApplication): Promise<JobApplication | null> {
  return em.transactional(async (tx) => {
    const position = await tx.findOne(CareerPositionEntity, { id: positionId, isActive: true });
    if (!position) return null;
    const application = tx.create(JobApplicationEntity, {
      position,
      positionTitle: position.title,
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
    });
    await tx.flush();
    await alertStaffOfApplication(tx, mailer, application);
    return application;
  });
}

/** The id a discarded (honeypot) application is answered with, as if it had been stored. */
export const discardedApplicationId = (em: EntityManager) => unusedId(em, JobApplicationEntity);
