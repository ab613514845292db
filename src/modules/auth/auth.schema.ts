import { z } from 'zod';
import { isoDateTime, textOfLength, typeMessage } from '../../shared/fields';

export const LOGIN_MESSAGES = {
  username: 'Username must be at least 2 characters.',
  password: 'Password must be at least 4 characters.',
  invalid: 'Invalid username or password',
} as const;

/** A password field: no trimming (spaces count), a floor, and a cap that keeps hashing cheap. */
const password = (label: string, min: number, tooShort: string) =>
  z
    .string({ error: typeMessage(`${label} must be text.`, tooShort) })
    .min(min, tooShort)
    .max(1024, `${label} must be at most 1024 characters.`);

const username = textOfLength('Username', 2, 100, LOGIN_MESSAGES.username, '.');

export const loginInput = z.strictObject({
  username,
  password: password('Password', 4, LOGIN_MESSAGES.password),
});

export type LoginInput = z.infer<typeof loginInput>;

export const authUser = z.object({ id: z.number().int(), username: z.string() }).meta({ id: 'User' });
export type AuthUser = z.infer<typeof authUser>;

export const NEW_PASSWORD_MESSAGE = 'Password must be at least 8 characters.';

const newPassword = password('Password', 8, NEW_PASSWORD_MESSAGE);

export const createUserInput = z.strictObject({
  username: username.regex(/^[A-Za-z0-9._@-]+$/, 'Username may use letters, digits and . _ @ - only.'),
  password: newPassword,
});

export const changePasswordInput = z.strictObject({
  currentPassword: password('Current password', 1, 'Current password is required.'),
  newPassword,
});

export const adminUserDto = z.object({ id: z.number().int(), username: z.string(), createdAt: isoDateTime }).meta({ id: 'AdminUser' });
export type AdminUserDto = z.infer<typeof adminUserDto>;
