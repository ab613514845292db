/** Carried as a TRPCError's cause so the transports can send a Retry-After header. */
export class RetryLater extends Error {
  override name = 'RetryLater';
  constructor(
    readonly retryAfterSeconds: number,
    options?: ErrorOptions,
  ) {
    super(`retry after ${retryAfterSeconds}s`, options);
  }
}

export const retryAfterHeader = (errors: readonly { cause?: unknown }[]): Record<string, string> | undefined => {
  const retry = errors.find((error) => error.cause instanceof RetryLater)?.cause as RetryLater | undefined;
  return retry ? { 'retry-after': String(retry.retryAfterSeconds) } : undefined;
};
