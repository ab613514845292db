import { orderedAdminSectionRouter } from '../../server/trpc/admin-crud';
import { CASE_RESULT_SEARCHABLE, CaseResultEntity } from './case-result.entity';
import { caseResultDto, caseResultInput } from './case-result.schema';

export const caseResultsAdminRouter = orderedAdminSectionRouter({
  path: 'case-results',
  tag: 'Client results',
  content: 'case-results',
  scope: 'case-results',
  entity: CaseResultEntity,
  dto: caseResultDto,
  input: caseResultInput,
  orderBy: [{ order: 'asc' }, { id: 'asc' }],
  // Client results show on the home page (and the services pages).
  // Named by its client where only a result's fields are at hand (recently deleted, scheduled).
  editorial: { preview: { page: '/', list: 'caseResults' }, nameField: 'clientName' },
  list: {
    searchable: CASE_RESULT_SEARCHABLE,
    sortable: { order: 'order', clientName: 'clientName', createdAt: 'createdAt' },
    defaultSort: 'order:asc',
  },
});
