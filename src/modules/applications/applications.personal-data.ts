import type { EntityManager } from '@mikro-orm/postgresql';
import { erasedAddress, type PersonalDataSource, sameAddress } from '../../server/lib/personal-data';
import { applicationCvPath } from './application.schema';
import { JobApplicationEntity } from './job-application.entity';

export const applicationsPersonalData: PersonalDataSource = {
  source: 'jobApplications',
  label: 'Job applications',
  find: async (em, email) =>
    (await em.find(JobApplicationEntity, { email: sameAddress(email) }, { orderBy: { id: 'asc' } })).map((a) => ({
      id: a.id,
      createdAt: a.createdAt,
      fields: {
        name: a.name,
        email: a.email,
        phone: a.phone,
        position: a.positionTitle,
        message: a.message,
        status: a.status,
        // The file itself is sent on through its staff download, beside this export.
        cv: a.cvFilename ? `${a.cvFilename} (${a.cvSize ?? 0} bytes): ${applicationCvPath(a.id)}` : null,
      },
    })),
  erase: async (em, email, mode) => {
    const applications = await em.find(JobApplicationEntity, { email: sameAddress(email) });
    for (const application of applications) {
      if (mode === 'delete') em.remove(application);
      // The position and the outcome stay for hiring statistics; nothing that names the candidate does, the CV least of all.
      else
        Object.assign(application, {
          name: 'Erased',
          email: erasedAddress(application.id),
          phone: '',
          message: '',
          cvFilename: null,
          cvContentType: null,
          cvSize: null,
          cvData: null,
        });
    }
    await em.flush();
    return applications.length;
  },
};

/** Deletes the applications (and their CVs) that arrived before `cutoff` (the retention job); answers how many. */
export const removeApplicationsReceivedBefore = (em: EntityManager, cutoff: Date): Promise<number> =>
  em.nativeDelete(JobApplicationEntity, { createdAt: { $lt: cutoff } });
