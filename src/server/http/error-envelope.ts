import type { ErrorCode, ErrorEnvelope, FieldError } from '../../shared/envelope';

const BY_STATUS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'VALIDATION_FAILED', message: 'Bad request' },
  401: { code: 'UNAUTHORIZED', message: 'Authentication required' },
  403: { code: 'FORBIDDEN', message: 'Forbidden' },
  404: { code: 'NOT_FOUND', message: 'Not found' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' },
  409: { code: 'CONFLICT', message: 'Conflict' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Request body must be JSON (Content-Type: application/json)' },
  422: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was already used with a different request' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests, please try again later' },
  500: { code: 'INTERNAL', message: 'Internal server error' },
  503: { code: 'UNAVAILABLE', message: 'Service temporarily unavailable' },
};

const describe = (status: number) => BY_STATUS[status] ?? (status >= 500 ? BY_STATUS[500]! : { ...BY_STATUS[400]!, code: 'VALIDATION_FAILED' as const });

export const genericMessage = (status: number) => describe(status).message;
export const errorCodeFor = (status: number): ErrorCode => describe(status).code;

/** The one error body of every answer from 400 up: `{success: false, message, code, errors?}`; `code` when a rule names its own. */
export function errorEnvelope(status: number, message?: string, errors?: FieldError[], code = errorCodeFor(status)): ErrorEnvelope {
  // Never echo internal messages for server faults.
  const text = status >= 500 && status !== 503 ? genericMessage(status) : (message ?? genericMessage(status));
  return errors?.length ? { success: false, message: text, code, errors } : { success: false, message: text, code };
}
