import { adminSectionRouter } from '../../server/trpc/admin-crud';
import { CareerPositionEntity } from './career-position.entity';
import { careerPositionDto, careerPositionInput } from './career-position.schema';

export const careersAdminRouter = adminSectionRouter({
  path: 'careers',
  tag: 'Careers',
  content: 'careers',
  scope: 'careers',
  entity: CareerPositionEntity,
  dto: careerPositionDto,
  input: careerPositionInput,
  orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  publicPage: { route: '/careers/:id', list: '/careers', live: { isActive: true } },
});
