import { orderedAdminSectionRouter } from '../../server/trpc/admin-crud';
import { SERVICE_SEARCHABLE, ServiceEntity } from './service.entity';
import { serviceDto, serviceInput } from './service.schema';
import { flagFilter } from '../../shared/list-query';

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
  editorial: { preview: { page: '/service/:id', list: 'services', item: { read: 'service', by: 'id' } } },
  list: {
    searchable: SERVICE_SEARCHABLE,
    sortable: { order: 'order', title: 'title', createdAt: 'createdAt' },
    defaultSort: 'order:asc',
    filters: { isActive: flagFilter('isActive', 'Only shown (true) or hidden (false) services') },
  },
});
