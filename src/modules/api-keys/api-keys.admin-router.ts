import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { STAFF_ONLY } from '../../shared/api-scopes';
import { envelope, ok } from '../../shared/envelope';
import { notFoundMessage } from '../../server/lib/not-found';
import { adminRead, adminRemove } from '../../server/trpc/admin-procedures';
import { router, staffProcedure } from '../../server/trpc/trpc';
import { ApiKeyEntity } from './api-key.entity';
import { API_KEY_MESSAGES, apiKeyDto, apiKeyInput, createdApiKeyDto } from './api-key.schema';
import { createApiKey, expiryOf, findApiKey, listApiKeys, toApiKeyDto } from './api-keys.service';

const tags = ['Admin: API keys'];

/** Staff manage integrations' keys; no key can (STAFF_ONLY), so a leaked key cannot mint another. */
export const apiKeysAdminRouter = router({
  list: adminRead({
    path: '/admin/api-keys',
    tags,
    summary: 'API keys, newest first, with when and from where each was last used',
    message: 'API keys retrieved',
    dto: z.array(apiKeyDto),
    read: listApiKeys,
    scope: STAFF_ONLY,
  }),

  create: staffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/api-keys',
        tags,
        summary: 'Create an API key; data.secret is shown this once',
        errorResponses: { 400: 'Invalid name, scopes or expiry' },
      },
      changes: [],
    })
    .input(apiKeyInput)
    .output(envelope(createdApiKeyDto))
    .mutation(async ({ ctx, input }) => {
      if (input.expiresOn && expiryOf(input.expiresOn).getTime() <= Date.now()) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: API_KEY_MESSAGES.expiry });
      }
      const { key, secret } = await createApiKey(ctx.em, input, ctx.session.user.username);
      return ok({ ...toApiKeyDto(key), secret }, 'API key created');
    }),

  remove: adminRemove({
    path: '/admin/api-keys/{id}',
    tags,
    summary: 'Revoke an API key: it is deleted and refused from the next call on',
    notFound: notFoundMessage(ApiKeyEntity),
    message: 'API key revoked',
    find: findApiKey,
    scope: STAFF_ONLY,
  }),
});
