import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicPage } from '../../shared/public-page';
import { dtoFrom } from '../../server/lib/dto';
import { ServiceEntity } from './service.entity';
import { serviceDto, type ServiceDto } from './service.schema';

export async function listActiveServices(em: EntityManager): Promise<ServiceDto[]> {
  const rows = await em.find(ServiceEntity, { isActive: true }, { orderBy: { order: 'asc', id: 'asc' } });
  return rows.map((row) => dtoFrom(serviceDto, row));
}

export async function findActiveService(em: EntityManager, id: number): Promise<ServiceDto> {
  return dtoFrom(serviceDto, await em.findOneOrFail(ServiceEntity, { id, isActive: true }));
}

/** The page of each active service, for the sitemap. */
export async function servicePages(em: EntityManager): Promise<PublicPage[]> {
  const services = await em.find(ServiceEntity, { isActive: true }, { fields: ['id', 'updatedAt'], orderBy: { order: 'asc', id: 'asc' } });
  return services.map((s) => ({ path: `/service/${s.id}`, lastModified: s.updatedAt }));
}
