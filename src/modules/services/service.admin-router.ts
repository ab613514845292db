import { adminSectionRouter } from '../../server/trpc/admin-crud';
import { ServiceEntity } from './service.entity';
import { serviceDto, serviceInput } from './service.schema';
import { toServiceDto } from './service.service';

export const servicesAdminRouter = adminSectionRouter({
  path: 'services',
  tag: 'Services',
  content: 'services',
  noun: 'Service',
  entity: ServiceEntity,
  dto: serviceDto,
  toDto: toServiceDto,
  input: serviceInput,
  orderBy: [{ order: 'asc' }, { id: 'asc' }],
});
