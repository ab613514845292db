import { raw } from '@mikro-orm/core';
import { likeLiteral, type PersonalDataSource } from '../../server/lib/personal-data';
import { IdempotentRequestEntity } from './idempotent-request.entity';

/** A stored answer to replay (kept 24 hours) can quote what a visitor sent. Erasing deletes it. */
const quoting = (email: string) => ({ [raw('answer::text')]: { $ilike: `%${likeLiteral(email)}%` } });

export const idempotencyPersonalData: PersonalDataSource = {
  source: 'storedAnswers',
  label: 'Answers kept for retried submissions (24 hours)',
  find: async (em, email) =>
    (await em.find(IdempotentRequestEntity, quoting(email), { orderBy: { id: 'asc' } })).map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      fields: { procedure: r.procedure, answer: JSON.stringify(r.answer) },
    })),
  erase: (em, email) => em.nativeDelete(IdempotentRequestEntity, quoting(email)),
};
