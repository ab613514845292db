import type { EntityManager } from '@mikro-orm/postgresql';
import type { Mailer } from '../mail';
import type { JobApplication } from './job-application.entity';

/** The alert topic whose address receives applications (the hiring address); the company e-mail unless set. */
export const APPLICATIONS_ALERT_TOPIC = 'applications';

/** E-mails the hiring address with the position, with Reply-To the candidate. */
export function alertStaffOfApplication(em: EntityManager, mailer: Mailer, application: JobApplication): Promise<void> {
  return mailer.alertStaff(em, {
    topic: APPLICATIONS_ALERT_TOPIC,
    subject: `Application for ${application.positionTitle}: ${application.name}`,
    replyTo: { name: application.name, email: application.email },
    intro: `${application.name} applied for the position “${application.positionTitle}”. Reply to this e-mail to answer them.`,
    fields: [
      { label: 'Position', value: application.positionTitle },
      { label: 'Name', value: application.name },
      { label: 'Email', value: application.email },
      { label: 'Phone', value: application.phone },
      { label: 'Message', value: application.message },
      { label: 'CV', value: application.cvFilename ? `${application.cvFilename} (download it from the dashboard)` : '' },
    ],
    dashboardPath: '/admin/dashboard#applications',
    received: `your application for the position “${application.positionTitle}”`,
  });
}
