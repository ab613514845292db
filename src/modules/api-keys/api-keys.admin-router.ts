import { TRPCError } from '@trpc/server';
import { STAFF_ONLY } from '../../shared/api-scopes';
import { envelope, ok } from '../../shared/envelope';
import { idParam } from '../../shared/fields';
import { notFoundMessage } from '../../server/lib/not-found';
import { adminRemove } from '../../server/trpc/admin-procedures';
import { router, staffProcedure } from '../../server/trpc/trpc';
import { ApiKeyEntity } from './api-key.entity';
import { API_KEY_MESSAGES, apiKeyDto, apiKeyInput, apiKeyUpdate, createdApiKeyDto } from './api-key.schema';
import { createApiKey, EXPIRY_IN_PAST, expiryOf, findApiKey, apiKeyList, toApiKeyDto, updateApiKey } from './api-keys.service';
import { adminList } from '../../server/trpc/admin-list';

const tags = ['Admin: API keys'];
const NOT_FOUND = notFoundMessage(ApiKeyEntity);

/** Staff manage integrations' keys; no key can (STAFF_ONLY), so a leaked key cannot mint another. */
export const apiKeysAdminRouter = router({
  list: adminList({
    list: apiKeyList,
    path: '/admin/api-keys',
    tags,
    summary: 'API keys, newest first, with when and from where each was last used, a page at a time: search with ?q=, sort with ?sort=',
    scope: STAFF_ONLY,
    dto: apiKeyDto,
    toDto: toApiKeyDto,
    message: ({ total }) => `${total} API key${total === 1 ? '' : 's'}`,
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
      creates: '/admin/api-keys/{id}',
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

  update: staffProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/api-keys/{id}',
        tags,
        summary: 'Rename a key, change its scopes or expiry; the secret stays the same',
        errorResponses: { 400: 'Invalid name, scopes or expiry', 404: NOT_FOUND },
      },
      changes: [],
    })
    .input(apiKeyUpdate.extend({ id: idParam }))
    .output(envelope(apiKeyDto))
    .mutation(async ({ ctx, input: { id, ...changes } }) => {
      const key = await updateApiKey(ctx.em, await findApiKey(ctx.em, id), changes);
      if (key === EXPIRY_IN_PAST) throw new TRPCError({ code: 'BAD_REQUEST', message: API_KEY_MESSAGES.expiry });
      return ok(toApiKeyDto(key), 'API key updated');
    }),

  remove: adminRemove({
    path: '/admin/api-keys/{id}',
    tags,
    summary: 'Revoke an API key: it is deleted and refused from the next call on',
    notFound: NOT_FOUND,
    message: 'API key revoked',
    find: findApiKey,
    scope: STAFF_ONLY,
  }),
});
