import { adminSectionRouter } from '../../server/trpc/admin-crud';
import { CareerPositionEntity } from './career-position.entity';
import { careerPositionDto, careerPositionInput } from './career-position.schema';
import { toCareerPositionDto } from './careers.service';

export const careersAdminRouter = adminSectionRouter({
  path: 'careers',
  tag: 'Careers',
  content: 'careers',
  noun: 'Position',
  entity: CareerPositionEntity,
  dto: careerPositionDto,
  toDto: toCareerPositionDto,
  input: careerPositionInput,
  orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
});
