import { z } from 'zod';
import { isoDateTime, typeMessage } from '../../shared/fields';

export const LOGIN_MESSAGES = {
  username: 'Username must be at least 2 characters.',
  password: 'Password must be at least 4 characters.',
  invalid: 'Invalid username or password',
} as const;

export const loginInput = z.strictObject({
  username: z
    .string({ error: typeMessage('Username must be text.', LOGIN_MESSAGES.username) })
    .trim()
    .min(2, LOGIN_MESSAGES.username)
    .max(100, 'Username must be at most 100 characters.'),
  password: z
    .string({ error: typeMessage('Password must be text.', LOGIN_MESSAGES.password) })
    .min(4, LOGIN_MESSAGES.password)
    .max(1024, 'Password must be at most 1024 characters.'),
});

export type LoginInput = z.infer<typeof loginInput>;

export const authUser = z.object({ id: z.number().int(), username: z.string() }).meta({ id: 'User' });
export type AuthUser = z.infer<typeof authUser>;

export const NEW_PASSWORD_MESSAGE = 'Password must be at least 8 characters.';

const newPassword = z
  .string({ error: typeMessage('Password must be text.', NEW_PASSWORD_MESSAGE) })
  .min(8, NEW_PASSWORD_MESSAGE)
  .max(1024, 'Password must be at most 1024 characters.');

export const createUserInput = z.strictObject({
  username: z
    .string({ error: typeMessage('Username must be text.', LOGIN_MESSAGES.username) })
    .trim()
    .min(2, LOGIN_MESSAGES.username)
    .max(100, 'Username must be at most 100 characters.')
    .regex(/^[A-Za-z0-9._@-]+$/, 'Username may use letters, digits and . _ @ - only.'),
  password: newPassword,
});

export const changePasswordInput = z.strictObject({
  currentPassword: z
    .string({ error: typeMessage('Current password must be text.', 'Current password is required.') })
    .min(1, 'Current password is required.')
    .max(1024, 'Current password must be at most 1024 characters.'),
  newPassword,
});

export const adminUserDto = z.object({ id: z.number().int(), username: z.string(), createdAt: isoDateTime }).meta({ id: 'AdminUser' });
export type AdminUserDto = z.infer<typeof adminUserDto>;
