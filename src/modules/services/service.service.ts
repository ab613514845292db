import type { EntityManager } from '@mikro-orm/postgresql';
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
