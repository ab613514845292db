import { NotFoundError, OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { initTRPC, TRPCError } from '@trpc/server';
import { describeAdminWrite, recordCallerActivity, withChangedFields } from '../../modules/activity';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseFault } from '../db/database-faults';
import { Refusal } from '../lib/refusal';
import { RetryLater } from '../lib/retry-later';
import type { Context } from './context';
import { errorDetails } from './error-details';
import type { ProcedureMeta } from './procedure-rules';
import { STAFF_ONLY } from '../../shared/api-scopes';
import { staffAccess } from './staff-access';

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // Stacks stay in the server log; clients get the message, the stable code and field errors only.
    isDev: false,
    errorFormatter({ shape, error }) {
      const { message, ...details } = errorDetails(error);
      return { ...shape, message, data: { ...shape.data, ...details } };
    },
  });

export const router = t.router;
export const mergeRouters = t.mergeRouters;

export const DATABASE_UNAVAILABLE = 'Service temporarily unavailable, please try again shortly';
export const CHANGED_MEANWHILE = 'Someone else changed this at the same time; reload it and try again';

/** Database faults and misses every procedure can meet, turned into answers a client can act on. */
const databaseFaults = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.code === 'INTERNAL_SERVER_ERROR') {
    const cause = result.error.cause;
    if (isDatabaseFault(cause)) {
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, cause: new RetryLater(DATABASE_RETRY_AFTER_SECONDS, { cause }) });
    }
    if (cause instanceof UniqueConstraintViolationException) {
      throw new TRPCError({ code: 'CONFLICT', message: 'That value is already in use', cause });
    }
    // findOneOrFail's error already says which entity is missing ("Service not found", server/lib/not-found.ts).
    if (cause instanceof NotFoundError) throw new TRPCError({ code: 'NOT_FOUND', message: cause.message, cause });
    if (cause instanceof OptimisticLockError) throw new TRPCError({ code: 'CONFLICT', message: CHANGED_MEANWHILE, cause });
    if (cause instanceof Refusal) throw new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
  }
  return result;
});

export const NUL_MESSAGE = 'Text may not contain NUL characters';

/** Deeper than any input of ours (settings: three levels); a JSON body can still nest 10,000 levels in 20 KB. */
export const MAX_INPUT_DEPTH = 32;
export const INPUT_DEPTH_MESSAGE = `Input may not be nested more than ${MAX_INPUT_DEPTH} levels deep`;

/**
 * What no procedure accepts, found in one walk of the raw input: text with NUL (PostgreSQL cannot
 * store it) or nesting past MAX_INPUT_DEPTH. Iterative, so no input can overflow the stack.
 */
function rawInputProblem(input: unknown): string | undefined {
  const pending: [value: unknown, depth: number][] = [[input, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === 'string' && value.includes('\u0000')) return NUL_MESSAGE;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return INPUT_DEPTH_MESSAGE;
    for (const child of Object.values(value)) pending.push([child, depth + 1]);
  }
  return undefined;
}

/** Refuse, for every procedure and before validation, an input none could take (rawInputProblem). */
const refuseImpossibleInput = t.middleware(async ({ getRawInput, next }) => {
  const problem = rawInputProblem(await getRawInput());
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
  return next();
});

/**
 * The rules each procedure declares in its meta: a public answer notes the content it shows
 * (its cache entry is dropped when that content changes), and a successful write drops the
 * cached answers showing what it changed, on every instance.
 */
const contentRules = t.middleware(async ({ ctx, meta, next }) => {
  if (meta?.reads) ctx.readsContent(meta.reads);
  const result = await next();
  if (result.ok && meta?.changes?.length) await ctx.contentChanged(meta.changes);
  return result;
});

/** A call of a tRPC batch over its public write limit is refused alone; the batch's other calls still run. */
const publicWriteRefusals = t.middleware(({ ctx, meta, path, next }) => {
  const refusal = meta?.publicWrite ? ctx.takePublicWriteRefusal(path) : undefined;
  if (refusal) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: refusal.message, cause: new RetryLater(refusal.retryAfterSeconds) });
  return next();
});

export const publicProcedure = t.procedure.use(databaseFaults).use(publicWriteRefusals).use(refuseImpossibleInput).use(contentRules);

/**
 * The admin guard: the bearer token's session or API key, and the access the procedure declares in its
 * meta (`scope`). A key outside its scopes gets FORBIDDEN naming the scope it lacks. `ctx.actor` says who
 * acts, whichever credential it was.
 */
const adminGuard = t.middleware(async ({ ctx, meta, next }) => {
  // declaredProcedures refuses at start-up a guarded procedure without a scope; this is the last line.
  const access = staffAccess(await ctx.getCredential(), meta?.scope ?? STAFF_ONLY);
  if (!access.granted) throw new TRPCError({ code: access.refusal, message: access.message });
  return next({ ctx: { ...ctx, actor: access.actor, session: access.session } });
});

/** Staff calls that need a person's session (accounts, API keys, webhooks): no key reaches them. */
const staffGuard = t.middleware(async ({ ctx, next }) => {
  const access = staffAccess(await ctx.getCredential(), STAFF_ONLY);
  if (!access.granted) throw new TRPCError({ code: access.refusal, message: access.message });
  return next({ ctx: { ...ctx, actor: access.actor, session: access.session } });
});

/**
 * Every successful staff write under `admin.*` goes into the activity log: section, action and item from
 * the procedure's path, declared scope and input, the changed field names from the ORM's change sets (never values).
 */
const recordAdminWrites = t.middleware(async ({ ctx, meta, type, path, getRawInput, next }) => {
  if (type !== 'mutation') return next();
  const { result, changed } = await withChangedFields(() => next());
  const write = result.ok ? describeAdminWrite(path, meta?.scope, await getRawInput(), result.data, changed) : null;
  if (write) await recordCallerActivity(ctx, write);
  return result;
});

/** A staff procedure; its meta declares the API key scope it needs (`scope: 'contacts:read'`). */
export const adminProcedure = publicProcedure.use(adminGuard).use(recordAdminWrites);

/** A staff procedure only a signed-in person may call; its meta says so (`scope: STAFF_ONLY`). */
export const staffProcedure = publicProcedure.meta({ scope: STAFF_ONLY }).use(staffGuard).use(recordAdminWrites);

/** Whether a procedure is behind one of the guards above (procedure-rules.ts then requires its scope). */
export const isGuarded = (middlewares: readonly unknown[]) =>
  [...adminGuard._middlewares, ...staffGuard._middlewares].some((guard) => middlewares.includes(guard));
