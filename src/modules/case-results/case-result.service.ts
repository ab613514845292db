import type { EntityManager } from '@mikro-orm/postgresql';
import { dtoFrom } from '../../server/lib/dto';
import { CaseResultEntity } from './case-result.entity';
import { caseResultDto, type CaseResultDto } from './case-result.schema';

export async function listCaseResults(em: EntityManager): Promise<CaseResultDto[]> {
  const rows = await em.find(CaseResultEntity, {}, { orderBy: { order: 'asc', id: 'asc' } });
  return rows.map((row) => dtoFrom(caseResultDto, row));
}
