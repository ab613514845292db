import type { AnyTRPCRouter } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { RequiredAccess } from '../../shared/api-scopes';
import type { ContentTag } from '../content-tags';
import { isGuarded } from './trpc';

/**
 * What each procedure declares beside its REST address. All optional to the type system (tRPC's
 * meta must accept any record); `declaredProcedures` refuses at start-up a procedure that leaves
 * out what its type needs.
 */
export type ProcedureRules = {
  /** A query's answer: `'public'` is the same for every visitor and may be cached; `'no-store'` never is. */
  cache?: 'public' | 'no-store';
  /** The public content a `'public'` answer shows: its cache entries go when that content changes. */
  reads?: readonly ContentTag[];
  /** The public content a mutation changes (`[]` for none: logout, mark-read, …); cached answers showing it go. */
  changes?: readonly ContentTag[];
  /** An anonymous write: at most `limit` calls per client address per `window` (e.g. '10 minutes'). */
  publicWrite?: { limit: number; window: string };
  /**
   * A staff procedure's access: the API key scope it needs (`'contacts:read'`), or STAFF_ONLY (a signed-in
   * person only: accounts, keys, webhooks). Required behind the admin guard, refused elsewhere.
   */
  scope?: RequiredAccess;
  /**
   * Optimistic concurrency over REST (docs/decisions/029): a query's `'etag'` sends its answer's
   * `data.version` as the ETag; a mutation's `'if-match'` takes the If-Match tag as its input's `version`.
   */
  versionTag?: 'etag' | 'if-match';
  /**
   * A write that makes a resource: the REST answer is 201 with `Location`, this address (under /api) with
   * `{id}` filled from the answer's `data.id`. The body stays the one the procedure returns.
   */
  creates?: `/${string}/{id}`;
  /**
   * A write that also takes one file over REST, sent as multipart/form-data with the JSON body's fields
   * as text parts: the file part's name and its most bytes. The procedure finds it in `ctx.attachedFile`.
   */
  acceptsFile?: { field: string; maxBytes: number };
};

/** Every procedure's meta: its REST address (trpc-to-openapi) and the rules above. */
export type ProcedureMeta = OpenApiMeta<ProcedureRules>;

export type DeclaredProcedure = { name: string; type: 'query' | 'mutation'; meta: ProcedureMeta; guarded: boolean };

type ProcedureDef = { type: string; meta?: ProcedureMeta; middlewares: unknown[] };

/**
 * Every procedure of the router with its declared rules, read once at start-up. A procedure that
 * declares nothing, or rules that do not fit its type, stops start-up rather than go unlimited, uncached
 * or open to every API key.
 */
export function declaredProcedures(router: AnyTRPCRouter): Map<string, DeclaredProcedure> {
  const declared = new Map<string, DeclaredProcedure>();
  const problems: string[] = [];
  for (const [name, procedure] of Object.entries(router._def.procedures as Record<string, { _def: ProcedureDef }>)) {
    const { type, meta = {}, middlewares } = procedure._def;
    const guarded = isGuarded(middlewares);
    if (guarded && meta.scope === undefined) problems.push(`${name}: a staff procedure declares the scope an API key needs (or STAFF_ONLY)`);
    if (!guarded && meta.scope !== undefined) problems.push(`${name}: only a staff procedure declares a scope`);
    if (type === 'query') {
      if (meta.cache === undefined) problems.push(`${name}: a query declares cache ('public' with reads, or 'no-store')`);
      if ((meta.cache === 'public') !== (meta.reads !== undefined)) problems.push(`${name}: reads goes with cache: 'public', and only there`);
      if (meta.changes || meta.publicWrite) problems.push(`${name}: a query changes nothing`);
      if (meta.versionTag === 'if-match') problems.push(`${name}: If-Match is for writes; a query sends its version as the ETag`);
      if (meta.creates) problems.push(`${name}: a query creates nothing`);
    } else if (type === 'mutation') {
      if (meta.changes === undefined) problems.push(`${name}: a mutation declares the content it changes (changes: [] for none)`);
      if (meta.cache || meta.reads) problems.push(`${name}: a mutation's answer is never cached`);
      if (meta.versionTag === 'etag') problems.push(`${name}: a write takes its version from If-Match; only a read sends an ETag`);
      if (meta.acceptsFile && !meta.openapi) problems.push(`${name}: a file arrives over REST only, so a write taking one has a REST address`);
    } else {
      problems.push(`${name}: only queries and mutations are served`);
    }
    declared.set(name, { name, type: type as DeclaredProcedure['type'], meta, guarded });
  }
  if (problems.length > 0) throw new Error(`Procedures without their rules:\n  ${problems.join('\n  ')}`);
  return declared;
}

/** The anonymous forms' limit: contact messages, applications and newsletter sign-ups, each per client address. */
export const PUBLIC_WRITE_LIMIT = { limit: 20, window: '10 minutes' } as const;
