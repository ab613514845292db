import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { publicProcedure, router } from '../../server/trpc/trpc';
import { CONTACT_SUCCESS_MESSAGE, contactMessageInput } from './contact.schema';
import { saveContactMessage } from './contact.service';

export const contactRouter = router({
  send: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/contact',
        protect: false,
        tags: ['Contact'],
        summary: 'Send a contact message; stored before success is answered',
        errorResponses: { 400: 'Invalid message', 413: 'Body too large' },
      },
    })
    .input(contactMessageInput)
    .output(envelope(z.object({ id: z.number().int() })))
    .mutation(async ({ ctx, input }) => {
      const saved = await saveContactMessage(ctx.em, input);
      return ok({ id: saved.id }, CONTACT_SUCCESS_MESSAGE);
    }),
});
