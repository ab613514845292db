import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';

/**
 * A public write sent with an `Idempotency-Key`: which call it was (by a fingerprint of its input) and,
 * once answered, the answer to replay. `answer` is null while the first request is still running.
 */
export const IdempotentRequestEntity = defineEntity({
  name: 'IdempotentRequest',
  tableName: 'idempotent_requests',
  uniques: [{ properties: ['procedure', 'key'] }],
  indexes: [{ properties: ['createdAt'] }],
  properties: (p) => ({
    ...baseProperties(),
    procedure: p.string().length(100),
    key: p.string().length(255),
    fingerprint: p.string().length(64),
    answer: p.json<unknown>().nullable(),
  }),
});

export type IdempotentRequest = InferEntity<typeof IdempotentRequestEntity>;
