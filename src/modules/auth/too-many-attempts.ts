import { TRPCError } from '@trpc/server';
import { RetryLater } from '../../server/lib/retry-later';

/** The 429 of every throttled check of who someone is (sign-in, current password, second factor), with Retry-After. */
export function tooManyAttempts(retryAfterSeconds: number): TRPCError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    cause: new RetryLater(retryAfterSeconds),
  });
}
