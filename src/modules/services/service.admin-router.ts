import { orderedAdminSectionRouter } from '../../server/trpc/admin-crud';
import { ServiceEntity } from './service.entity';
import { serviceDto, serviceInput } from './service.schema';

export const servicesAdminRouter = orderedAdminSectionRouter({
  path: 'services',
  tag: 'Services',
  content: 'services',
  scope: 'services',
  entity: ServiceEntity,
  dto: serviceDto,
  input: serviceInput,
  orderBy: [{ order: 'asc' }, { id: 'asc' }],
  publicPage: { route: '/service/:id', list: '/services', live: { isActive: true } },
});
