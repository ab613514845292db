import { TRPCError } from '@trpc/server';

/** An item's version as an HTTP entity tag: version 3 is `"3"`. */
export const versionEntityTag = (version: number) => `"${version}"`;

const ENTITY_TAG = /^(?:W\/)?"(\d{1,9})"$/;

/**
 * The input of a write declared `versionTag: 'if-match'`, given the request's If-Match header: the
 * tag's version becomes the input's `version`, which the procedure checks against the item's. No
 * header or `*` (any version) leaves the input as it is.
 */
export function withIfMatchVersion(input: unknown, ifMatch: string | undefined): unknown {
  if (ifMatch === undefined || ifMatch.trim() === '*') return input;
  const version = ENTITY_TAG.exec(ifMatch.trim())?.[1];
  if (version === undefined) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'If-Match must be the ETag the item was read with, e.g. "3"' });
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const given = (input as { version?: unknown }).version;
  if (given !== undefined && given !== Number(version)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'If-Match and the body’s version name different versions' });
  }
  return { ...input, version: Number(version) };
}
