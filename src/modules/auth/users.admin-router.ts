import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam } from '../../shared/fields';
import { notFoundMessage } from '../../server/lib/not-found';
import { adminGet } from '../../server/trpc/admin-procedures';
import { STAFF_ONLY } from '../../shared/api-scopes';
import { router, staffProcedure } from '../../server/trpc/trpc';
import { adminUserDto, changePasswordInput, createUserInput } from './auth.schema';
import { changePassword, createUser, findUser, removeUser, userList, toAdminUserDto } from './users.service';
import { UserEntity } from './user.entity';
import { tooManyAttempts } from './too-many-attempts';
import { adminList } from '../../server/trpc/admin-list';

const tags = ['Admin: Users'];
const NOT_FOUND = notFoundMessage(UserEntity);

export const usersAdminRouter = router({
  list: adminList({
    list: userList,
    path: '/admin/users',
    tags,
    summary: 'Administrator accounts, a page at a time: search with ?q=, sort with ?sort=',
    scope: STAFF_ONLY,
    dto: adminUserDto,
    toDto: toAdminUserDto,
    message: ({ total }) => `${total} account${total === 1 ? '' : 's'}`,
  }),

  get: adminGet({
    tags,
    path: '/admin/users/{id}',
    summary: 'One account',
    notFound: NOT_FOUND,
    message: 'User retrieved',
    find: findUser,
    dto: adminUserDto,
    toDto: toAdminUserDto,
    scope: STAFF_ONLY,
  }),

  create: staffProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/users', tags, summary: 'Add an administrator', errorResponses: { 400: 'Invalid input', 409: 'Username taken' } },
      changes: [],
      creates: '/admin/users/{id}',
    })
    .input(createUserInput)
    .output(envelope(adminUserDto))
    .mutation(async ({ ctx, input }) => {
      try {
        return ok(toAdminUserDto(await createUser(ctx.em, input.username, input.password)), 'User created');
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) {
          throw new TRPCError({ code: 'CONFLICT', message: 'That username is already taken' });
        }
        throw error;
      }
    }),

  changePassword: staffProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/users/{id}',
        tags,
        summary: "Change one's own password (the current one is required); other sessions of the account end",
        errorResponses: {
          400: 'Invalid input or wrong current password',
          403: 'Only your own password can be changed',
          404: NOT_FOUND,
          429: 'Too many wrong current passwords; see Retry-After',
        },
      },
      changes: [],
    })
    .input(changePasswordInput.extend({ id: idParam }))
    .output(envelope(z.null()))
    .mutation(async ({ ctx, input }) => {
      await findUser(ctx.em, input.id);
      if (input.id !== ctx.session.user.id) throw new TRPCError({ code: 'FORBIDDEN', message: 'You can only change your own password' });
      const result = await changePassword(ctx.em, input.id, ctx.session.sessionId, input.currentPassword, input.newPassword);
      if (result.outcome === 'throttled') throw tooManyAttempts(result.retryAfterSeconds);
      if (result.outcome === 'wrong-password') throw new TRPCError({ code: 'BAD_REQUEST', message: 'The current password is not correct' });
      return ok(null, 'Password changed');
    }),

  remove: staffProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/users/{id}',
        tags,
        summary: 'Remove an administrator (never yourself, never the last); their sessions end at once',
        errorResponses: { 404: NOT_FOUND, 409: 'Cannot remove yourself or the last administrator' },
      },
      changes: [],
    })
    .input(z.strictObject({ id: idParam }))
    .output(envelope(z.object({ id: z.number().int() })))
    .mutation(async ({ ctx, input }) => {
      const user = await findUser(ctx.em, input.id);
      const outcome = await removeUser(ctx.em, user, ctx.session.user.id);
      if (outcome === 'self') throw new TRPCError({ code: 'CONFLICT', message: 'You cannot remove your own account' });
      if (outcome === 'last') throw new TRPCError({ code: 'CONFLICT', message: 'The last administrator cannot be removed' });
      return ok({ id: input.id }, 'User removed');
    }),
});
