import { editorialSectionRouter } from '../../server/trpc/admin-crud';
import { CAREER_SEARCHABLE, CareerPositionEntity } from './career-position.entity';
import { careerPositionDto, careerPositionInput } from './career-position.schema';
import { flagFilter } from '../../shared/list-query';

export const careersAdminRouter = editorialSectionRouter({
  path: 'careers',
  tag: 'Careers',
  content: 'careers',
  scope: 'careers',
  entity: CareerPositionEntity,
  dto: careerPositionDto,
  input: careerPositionInput,
  orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  publicPage: { route: '/careers/:id', list: '/careers', live: { isActive: true } },
  editorial: { preview: { page: '/careers/:id', list: 'positions', item: { read: 'position', by: 'id' } } },
  list: {
    searchable: CAREER_SEARCHABLE,
    sortable: { createdAt: 'createdAt', title: 'title', department: 'department' },
    defaultSort: 'createdAt:desc',
    filters: { isActive: flagFilter('isActive', 'Only open (true) or closed (false) positions') },
  },
});
