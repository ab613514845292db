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

export const SIGN_IN_USERNAME_MESSAGES = {
  tooLong: 'Username must be at most 100 characters.',
  controlCharacters: 'Username may not contain control characters.',
} as const;

/**
 * Up to 1024 characters here: the sign-in counts every attempt toward its throttle before it refuses
 * a username no account can have (over 100 characters once lower-cased, control characters).
 */
export const loginInput = z.strictObject({
  username: textOfLength('Username', 2, 1024, LOGIN_MESSAGES.username, '.'),
  password: password('Password', 4, LOGIN_MESSAGES.password),
});

/** A username some account could have: checked after the attempt is counted. */
export const usableSignInUsername = z.strictObject({
  username: z
    .string()
    .refine((value) => value.toLowerCase().length <= 100, SIGN_IN_USERNAME_MESSAGES.tooLong)
    .refine((value) => !/[\p{Cc}\p{Cf}]/u.test(value), SIGN_IN_USERNAME_MESSAGES.controlCharacters),
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

export const accountSession = z
  .object({
    id: z.number().int(),
    createdAt: isoDateTime,
    lastSeenAt: isoDateTime,
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    current: z.boolean().describe('The session making this call'),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof accountSession>;
