import { ConstraintViolationException, DriverException } from '@mikro-orm/core';

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08006', '08003', '08001']);
// Messages pg, knex and its pool give when a connection dies mid-request or cannot be had.
const CONNECTION_ERROR_MESSAGE =
  /Connection terminated|connection ended|Query read timeout|not queryable|Transaction query already complete|timeout exceeded when trying to connect|Timeout acquiring a connection|the database system is (starting up|shutting down|in recovery mode)/i;

/** Seconds a client is asked to wait after a database fault: a restart or failover takes about that. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) || CONNECTION_ERROR_MESSAGE.test(message);
}

/** The error and the causes it wraps (a TRPCError carries the driver's error as its cause). */
function* causeChain(error: unknown): Generator<unknown> {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) yield current;
}

/**
 * True when the database could not answer: the connection is gone or cannot be had, or a query
 * failed with the connection up (a missing table, a revoked permission). A broken constraint is the
 * caller's doing, not a fault.
 */
export function isDatabaseFault(error: unknown): boolean {
  for (const candidate of causeChain(error)) {
    if (candidate instanceof ConstraintViolationException) return false;
    if (candidate instanceof DriverException || isConnectionError(candidate)) return true;
  }
  return false;
}
