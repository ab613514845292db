import { z } from 'zod';
import { idParam } from '../../shared/fields';
import { notFoundMessage } from '../../server/lib/not-found';
import { publicList, publicReadMeta } from '../../server/trpc/public-reads';
import { publicProcedure, router } from '../../server/trpc/trpc';
import { serviceDto } from './service.schema';
import { findActiveService, listActiveServices } from './service.service';
import { ServiceEntity } from './service.entity';

const services = { tag: 'Services', content: 'services' } as const;

export const servicesRouter = router({
  list: publicList({
    ...services,
    path: '/services',
    summary: 'Active services, by order',
    dto: serviceDto,
    message: 'Services retrieved',
    list: listActiveServices,
  }),

  byId: publicProcedure
    .meta(
      publicReadMeta({
        ...services,
        path: '/services/{id}',
        summary: 'One active service, returned as the object itself',
        errorResponses: { 400: 'Invalid id', 404: notFoundMessage(ServiceEntity) },
      }),
    )
    .input(z.strictObject({ id: idParam }))
    .output(serviceDto)
    .query(({ ctx, input }) => findActiveService(ctx.em, input.id)),
});
