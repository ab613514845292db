import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam } from '../../shared/fields';
import { notFoundMessage } from '../../server/lib/not-found';
import { publicProcedure, router } from '../../server/trpc/trpc';
import { serviceDto } from './service.schema';
import { findActiveService, listActiveServices } from './service.service';
import { ServiceEntity } from './service.entity';

const SERVICE_NOT_FOUND = notFoundMessage(ServiceEntity);

export const servicesRouter = router({
  list: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/services', protect: false, tags: ['Services'], summary: 'Active services, by order' },
      cache: 'public',
      reads: ['services'],
    })
    .input(z.void())
    .output(envelope(z.array(serviceDto)))
    .query(async ({ ctx }) => ok(await listActiveServices(ctx.em), 'Services retrieved')),

  byId: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/services/{id}',
        protect: false,
        tags: ['Services'],
        summary: 'One active service, returned as the object itself',
        errorResponses: { 400: 'Invalid id', 404: SERVICE_NOT_FOUND },
      },
      cache: 'public',
      reads: ['services'],
    })
    .input(z.strictObject({ id: idParam }))
    .output(serviceDto)
    .query(({ ctx, input }) => findActiveService(ctx.em, input.id)),
});
