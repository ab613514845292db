import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { isBot } from '../../shared/fields';
import { PUBLIC_WRITE_LIMIT } from '../../server/trpc/procedure-rules';
import { publicProcedure, router } from '../../server/trpc/trpc';
import { CONTACT_SUCCESS_MESSAGE, contactMessageInput } from './contact.schema';
import { discardedMessageId, saveContactMessage } from './contact.service';

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
      changes: [],
      publicWrite: PUBLIC_WRITE_LIMIT,
      // The message's address is the staff inbox's: a visitor gets the id, not a way to read it back.
      creates: '/admin/contacts/{id}',
    })
    .input(contactMessageInput)
    .output(envelope(z.object({ id: z.number().int() })))
    .mutation(async ({ ctx, input: { website, ...message } }) => {
      if (isBot({ website })) return ok({ id: await discardedMessageId(ctx.em) }, CONTACT_SUCCESS_MESSAGE);
      const saved = await saveContactMessage(ctx.em, ctx, message);
      return ok({ id: saved.id }, CONTACT_SUCCESS_MESSAGE);
    }),
});
