import type { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { ErrorCode, FieldError } from '../../shared/envelope';
import { Refusal } from '../lib/refusal';
import { StaleVersion } from '../lib/stale-version';

const ERROR_CODES: Partial<Record<TRPCError['code'], ErrorCode>> = {
  PARSE_ERROR: 'VALIDATION_FAILED',
  BAD_REQUEST: 'VALIDATION_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_SUPPORTED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  // The only 422 there is: an Idempotency-Key sent again with another request (http/idempotent-calls.ts).
  UNPROCESSABLE_CONTENT: 'IDEMPOTENCY_KEY_REUSED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'UNAVAILABLE',
};

export const unknownFieldMessage = (path: string) => `Unknown field "${path}"`;

/** The first message for each invalid field; an unknown field is named on its own path. */
export function fieldErrors(error: Pick<ZodError, 'issues'>): FieldError[] {
  const byPath = new Map<string, string>();
  for (const issue of error.issues) {
    const parent = issue.path.map(String);
    const entries =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [[...parent, key].join('.'), unknownFieldMessage([...parent, key].join('.'))] as const)
        : [[parent.join('.'), issue.message] as const];
    for (const [path, message] of entries) if (!byPath.has(path)) byPath.set(path, message);
  }
  return [...byPath].map(([path, message]) => ({ path, message }));
}

export type ErrorDetails = { message: string; code: ErrorCode; errors?: FieldError[]; currentVersion?: number };

/** What a client is told about a failed call, on tRPC and REST alike: a stable code and field messages. */
export function errorDetails(error: TRPCError): ErrorDetails {
  const { cause } = error;
  if (cause instanceof Refusal)
    return { message: cause.message, code: cause.code, ...(cause.field ? { errors: [{ path: cause.field, message: cause.message }] } : {}) };
  const code = ERROR_CODES[error.code] ?? 'INTERNAL';
  const errors = error.cause instanceof ZodError ? fieldErrors(error.cause) : undefined;
  // A fault's own message (SQL, driver text) stays in the server log.
  const message = errors?.[0]?.message ?? (code === 'INTERNAL' ? 'Internal server error' : error.message);
  const details: ErrorDetails = errors ? { message, code, errors } : { message, code };
  return error.cause instanceof StaleVersion ? { ...details, currentVersion: error.cause.currentVersion } : details;
}
