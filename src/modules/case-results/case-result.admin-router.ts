import { orderedAdminSectionRouter } from '../../server/trpc/admin-crud';
import { nameItemsOf } from '../drafts';
import { CASE_RESULT_SEARCHABLE, CaseResultEntity } from './case-result.entity';
import { caseResultDto, caseResultInput } from './case-result.schema';

// Where only a result's fields are at hand (recently deleted, scheduled), it is named by its client.
nameItemsOf('case-results', (data) => data.clientName);

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
  editorial: { preview: { page: '/', list: 'caseResults' } },
  list: {
    searchable: CASE_RESULT_SEARCHABLE,
    sortable: { order: 'order', clientName: 'clientName', createdAt: 'createdAt' },
    defaultSort: 'order:asc',
  },
});
