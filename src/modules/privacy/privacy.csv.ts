import type { EntityManager } from '@mikro-orm/postgresql';
import { toCsv } from '../../server/lib/csv';
import { findPersonalData } from './privacy.service';

/** The same records as the JSON answer, one line per field, so records of every kind fit one sheet. */
export async function personalDataCsv(em: EntityManager, email: string): Promise<string> {
  const { sources } = await findPersonalData(em, email);
  const lines = sources.flatMap(({ label, records }) =>
    records.flatMap((record) => Object.entries(record.fields).map(([field, value]) => ({ label, id: record.id, createdAt: record.createdAt, field, value }))),
  );
  return toCsv(lines, [
    { header: 'Kept in', value: (line) => line.label },
    { header: 'Record', value: (line) => line.id },
    { header: 'Stored', value: (line) => line.createdAt },
    { header: 'Field', value: (line) => line.field },
    { header: 'Value', value: (line) => line.value },
  ]);
}
