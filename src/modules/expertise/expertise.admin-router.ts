import { orderedAdminSectionRouter } from '../../server/trpc/admin-crud';
import { EXPERTISE_SEARCHABLE, ExpertiseEntity } from './expertise.entity';
import { expertiseDto, expertiseInput } from './expertise.schema';

export const expertiseAdminRouter = orderedAdminSectionRouter({
  path: 'core-expertise',
  tag: 'Core expertise',
  content: 'expertise',
  scope: 'expertise',
  entity: ExpertiseEntity,
  dto: expertiseDto,
  input: expertiseInput,
  orderBy: [{ order: 'asc' }, { id: 'asc' }],
  // Core expertise shows on the home page.
  editorial: { preview: { page: '/', list: 'expertise' } },
  list: {
    searchable: EXPERTISE_SEARCHABLE,
    sortable: { order: 'order', title: 'title', createdAt: 'createdAt' },
    defaultSort: 'order:asc',
  },
});
