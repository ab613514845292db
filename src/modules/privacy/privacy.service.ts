import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErasureMode, PersonalDataSource } from '../../server/lib/personal-data';
import { applicationsPersonalData } from '../applications';
import { contactPersonalData } from '../contact';
import { idempotencyPersonalData } from '../idempotency';
import { acknowledgementsPersonalData, heldAlertsPersonalData, outboxPersonalData } from '../mail';
import { newsletterPersonalData } from '../newsletter';
import type { ErasureDto, PersonalDataDto } from './privacy.schema';

/** Every store of people's data, each declared by the module that owns it. */
export const PERSONAL_DATA_SOURCES: readonly PersonalDataSource[] = [
  contactPersonalData,
  applicationsPersonalData,
  newsletterPersonalData,
  outboxPersonalData,
  heldAlertsPersonalData,
  acknowledgementsPersonalData,
  idempotencyPersonalData,
];

/** Everything held about an address (GDPR article 15), grouped by where it is kept. */
export async function findPersonalData(em: EntityManager, email: string): Promise<PersonalDataDto> {
  const sources = [];
  for (const { source, label, find } of PERSONAL_DATA_SOURCES) {
    const records = (await find(em, email)).map((record) => ({ ...record, createdAt: record.createdAt.toISOString() }));
    sources.push({ source, label, records });
  }
  return { email, total: sources.reduce((sum, s) => sum + s.records.length, 0), sources };
}

/** Erases every record of an address (article 17) in one transaction: all of it, or nothing. */
export async function erasePersonalData(em: EntityManager, email: string, mode: ErasureMode): Promise<ErasureDto> {
  return em.transactional(async (tx) => {
    const sources = [];
    for (const { source, label, erase } of PERSONAL_DATA_SOURCES) sources.push({ source, label, erased: await erase(tx, email, mode) });
    return { total: sources.reduce((sum, s) => sum + s.erased, 0), sources };
  });
}
