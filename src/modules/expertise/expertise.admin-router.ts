import { adminSectionRouter } from '../../server/trpc/admin-crud';
import { ExpertiseEntity } from './expertise.entity';
import { expertiseDto, expertiseInput } from './expertise.schema';
import { toExpertiseDto } from './expertise.service';

export const expertiseAdminRouter = adminSectionRouter({
  path: 'core-expertise',
  tag: 'Core expertise',
  content: 'expertise',
  noun: 'Core expertise item',
  entity: ExpertiseEntity,
  dto: expertiseDto,
  toDto: toExpertiseDto,
  input: expertiseInput,
  orderBy: [{ order: 'asc' }, { id: 'asc' }],
});
