import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { searchIndex } from '../../server/lib/search-index';

/** What the dashboard's search reads, in this order (the list and its trigram index both use it). */
export const CASE_RESULT_SEARCHABLE = ['clientName', 'sector', 'outcome'] as const;

/** One client engagement and what it achieved: the proof shown on the home and services pages. */
export const CaseResultEntity = defineEntity({
  name: 'CaseResult',
  tableName: 'case_results',
  // The public list orders by (order, id).
  indexes: [{ name: 'case_results_order_idx', properties: ['order', 'id'] }, searchIndex('case_results', CASE_RESULT_SEARCHABLE)],
  properties: (p) => ({
    ...baseProperties(),
    clientName: p.string().length(120),
    logoUrl: p.string().length(2048).nullable(),
    sector: p.string().length(80),
    outcomeFigure: p.string().length(24),
    outcome: p.string().length(240),
    quote: p.text().nullable(),
    quoteBy: p.string().length(120).nullable(),
    quoteRole: p.string().length(120).nullable(),
    order: p.integer().default(0),
  }),
});
nameEntity(CaseResultEntity, 'Client result');

export type CaseResult = InferEntity<typeof CaseResultEntity>;
