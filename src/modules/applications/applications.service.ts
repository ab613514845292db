import type { EntityManager } from '@mikro-orm/postgresql';
import { unusedId } from '../../server/lib/unused-id';
import { CareerPositionEntity } from '../careers';
import type { Mailer } from '../mail';
import type { WebhookEvents } from '../webhooks';
import { alertStaffOfApplication } from './application.alert';
import type { CvType } from './application-cv';
import type { JobApplicationInput } from './application.schema';
import { toJobApplicationDto } from './applications.admin';
import { JobApplicationEntity, type JobApplication } from './job-application.entity';

type ParsedApplication = Required<Omit<JobApplicationInput, 'website'>>;

/** A CV that passed `checkCv`: its safe name, detected type and bytes. */
export type AcceptedCv = { filename: string; contentType: CvType; data: Buffer };

/**
 * Stores the application and queues the alert to the hiring address and the `application.created`
 * webhooks in one transaction, committed before returning; null when the position is unknown or closed.
 */
export function applyToPosition(
  em: EntityManager,
  { mailer, webhooks }: { mailer: Mailer; webhooks: WebhookEvents },
  positionId: number,
  input: ParsedApplication,
  cv: AcceptedCv | null = null,
): Promise<JobApplication | null> {
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
      ...(cv && { cvFilename: cv.filename, cvContentType: cv.contentType, cvSize: cv.data.length, cvData: cv.data }),
    });
    await tx.flush();
    await alertStaffOfApplication(tx, mailer, application);
    await webhooks.emit(tx, 'application.created', toJobApplicationDto(application));
    return application;
  });
}

/** The id a discarded (honeypot) application is answered with, as if it had been stored. */
export const discardedApplicationId = (em: EntityManager) => unusedId(em, JobApplicationEntity);
