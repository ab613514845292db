import { z } from 'zod';
import { isImageAddress, isLinkUrl, isSitePath } from './link-urls';

/** Largest id PostgreSQL's integer column holds; anything above can only be unknown. */
const MAX_ID = 2_147_483_647;

/** A schema-level message: one for a missing value, one for a value of the wrong kind. */
export const typeMessage =
  (wrongType: string, missing = wrongType) =>
  (issue: { input?: unknown }) =>
    issue.input === undefined ? missing : wrongType;

// A JSON number; REST path and query strings are parsed to one before validation (server/http/rest-input.ts).
export const idParam = z
  .number({ error: 'Id must be a positive whole number' })
  .int('Id must be a positive whole number')
  .min(1, 'Id must be a positive whole number')
  .max(MAX_ID, 'Id must be a positive whole number');

/** Trimmed text with a length cap; the cap protects storage, the message explains it. */
export const text = (label: string, max: number) =>
  z
    .string({ error: typeMessage(`${label} must be text`, `${label} is required`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/**
 * Trimmed text of `min` to `max` characters, as the forms' names, subjects and usernames are:
 * `tooShort` answers a missing or short value. `end` closes each message ('.' on the login forms).
 */
export const textOfLength = (label: string, min: number, max: number, tooShort: string, end = '') =>
  z
    .string({ error: typeMessage(`${label} must be text${end}`, tooShort) })
    .trim()
    .min(min, tooShort)
    .max(max, `${label} must be at most ${max} characters${end}`);

/** A visitor's email address; `message` answers every way it can be wrong. */
export const emailAddress = (message: string) =>
  z
    .string({ error: typeMessage('Email must be text', message) })
    .trim()
    .max(320, message)
    .email(message);

export const optionalText = (label: string, max: number) => text(label, max).optional().default('');

export const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required`);

/** Optional text stored as null when left blank. */
export const nullableText = (label: string, max: number) =>
  text(label, max)
    .nullish()
    .transform((value) => (value ? value : null));

/** A settings link (social profiles, the canonical Open Graph URL): an https, http, mailto or tel address; blank means none. */
export const linkUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .refine((value) => value === '' || isLinkUrl(value), { message: `${label} must be an https, http, mailto or tel address` });

/** A settings file on this site (logos, phase images): a real same-site path. */
export const sitePath = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .refine(isSitePath, { message: `${label} must be a path on this site, starting with /` });

/** A link or image address: a site path (/images/…) or an http(s) URL; blank means none. */
export const optionalUrl = (label: string) =>
  z
    .string({ error: `${label} must be a URL or a path starting with /` })
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .refine((value) => value === '' || isImageAddress(value), {
      message: `${label} must be a URL or a path starting with /`,
    })
    .nullish()
    .transform((value) => (value ? value : null));

export const optionalEmail = (label: string) =>
  z
    .string({ error: `${label} must be a valid email address` })
    .trim()
    .max(320, `${label} must be at most 320 characters`)
    .refine((value) => value === '' || z.email().safeParse(value).success, { message: 'Please enter a valid email address' })
    .nullish()
    .transform((value) => (value ? value : null));

const ORDER_RANGE = 'Order must be between -1000000 and 1000000';
export const sortOrder = z
  .number({ error: 'Order must be a number' })
  .int('Order must be a whole number')
  .min(-1_000_000, ORDER_RANGE)
  .max(1_000_000, ORDER_RANGE);

/** A place in a hand-ordered list; 0 when left out. */
export const listOrder = sortOrder.optional().default(0);

/** A content card's heading and text: services, core expertise items and featured insights. */
export const CARD_TEXT = { title: requiredText('Title', 200), description: requiredText('Description', 2000) };

/** One icon of a fixed set, by name; `fallback` when left out. */
export const iconChoice = <const T extends readonly [string, ...string[]]>(types: T, fallback: T[number]) =>
  z
    .enum(types, { error: `Icon type must be one of ${types.join(', ')}` })
    .optional()
    .default(fallback);

export const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

export const textList = (label: string, maxItems: number, maxLength: number) =>
  z
    .array(text(label, maxLength), { error: `${label} must be a list of text` })
    .max(maxItems, `At most ${maxItems} ${label.toLowerCase()} items`)
    .transform((items) => items.filter((item) => item.length > 0));

/** A response field that may be empty: a row's unset value shows as null. */
export const orNull = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? null, schema.nullable());

/** A moment as an ISO 8601 string; a row's Date becomes one when a DTO schema reads the row. */
export const isoDateTime = z.preprocess((value) => (value instanceof Date ? value.toISOString() : value), z.string()).describe('ISO 8601 date-time');

export const calendarDate = z
  .string({ error: 'Dates must be written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written YYYY-MM-DD')
  .refine(
    // Year 0 parses in JavaScript but PostgreSQL has no such year.
    (value) => value >= '1000' && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    { message: 'Please enter a real date' },
  );

/**
 * A form field hidden from people (visually and from assistive technology) that bots fill in.
 * A submission with it filled is answered as a success and dropped.
 */
export { HONEYPOT_FIELD } from './honeypot';
export const honeypot = z.string().max(2000).optional().describe('Leave empty. Submissions that fill it are silently discarded.');
export const isBot = (input: { website?: string }) => Boolean(input.website?.trim());
