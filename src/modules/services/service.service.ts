import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicPage } from '../../shared/public-page';
import { ServiceEntity, type Service } from './service.entity';
import type { ServiceDto } from './service.schema';

export const toServiceDto = (s: Service): ServiceDto => ({
  id: s.id,
  title: s.title,
  description: s.description,
  longDescription: s.longDescription,
  features: s.features,
  iconType: s.iconType,
  isActive: s.isActive,
  order: s.order,
});

export async function listActiveServices(em: EntityManager): Promise<ServiceDto[]> {
  const rows = await em.find(ServiceEntity, { isActive: true }, { orderBy: { order: 'asc', id: 'asc' } });
  return rows.map(toServiceDto);
}

export async function findActiveService(em: EntityManager, id: number): Promise<ServiceDto | null> {
  const row = await em.findOne(ServiceEntity, { id, isActive: true });
  return row ? toServiceDto(row) : null;
}

/** The page of each active service, for the sitemap. */
export async function servicePages(em: EntityManager): Promise<PublicPage[]> {
  const services = await em.find(ServiceEntity, { isActive: true }, { fields: ['id', 'updatedAt'], orderBy: { order: 'asc', id: 'asc' } });
  return services.map((s) => ({ path: `/service/${s.id}`, lastModified: s.updatedAt }));
}
