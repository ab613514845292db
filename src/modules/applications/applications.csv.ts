import type { EntityManager } from '@mikro-orm/postgresql';
import { senderColumns, toCsv } from '../../server/lib/csv';
import { listApplications } from './applications.admin';

/** Every application, newest first, as the staff's CSV download. */
export async function applicationsCsv(em: EntityManager): Promise<string> {
  return toCsv(await listApplications(em), [
    { header: 'Received', value: (a) => a.createdAt },
    { header: 'Position', value: (a) => a.positionTitle },
    ...senderColumns(),
    { header: 'Status', value: (a) => a.status },
    { header: 'Message', value: (a) => a.message },
  ]);
}
