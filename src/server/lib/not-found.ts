import { NotFoundError } from '@mikro-orm/core';

type Entity = { meta: { className: string } };

const nouns = new Map<string, string>();

/** Declares, beside an entity, what answers call one of its rows: "Service" gives "Service not found". */
export function nameEntity(entity: Entity, noun: string): void {
  nouns.set(entity.meta.className, noun);
}

export const nounOf = (entity: Entity): string => nouns.get(entity.meta.className) ?? entity.meta.className;

export const notFoundMessage = (entity: Entity): string => `${nounOf(entity)} not found`;

/** The error `em.findOneOrFail` throws (the ORM's handler); the tRPC layer answers it with NOT_FOUND. */
export const entityNotFound = (entityName: string): NotFoundError => new NotFoundError(`${nouns.get(entityName) ?? entityName} not found`);

/** The same error for a miss a service found some other way. */
export const notFound = (entity: Entity): NotFoundError => new NotFoundError(notFoundMessage(entity));
