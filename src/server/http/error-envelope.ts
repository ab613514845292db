import type { ErrorEnvelope } from '../../shared/envelope';

type TrpcOpenApiErrorBody = {
  message?: string;
  data?: { fieldErrors?: Record<string, string> };
  issues?: { message: string }[];
};

const GENERIC_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Authentication required',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body is too large',
  415: 'Request body must be JSON (Content-Type: application/json)',
  429: 'Too many requests, please try again later',
  500: 'Internal server error',
  503: 'Service temporarily unavailable',
};

export const genericMessage = (status: number) => GENERIC_MESSAGES[status] ?? (status >= 500 ? 'Internal server error' : 'Bad request');

/** Turns trpc-to-openapi's error body (tRPC shape plus zod issues) into the spec's envelope. */
export function toErrorEnvelope(status: number, raw: string | undefined): ErrorEnvelope {
  let body: TrpcOpenApiErrorBody;
  try {
    body = raw ? (JSON.parse(raw) as TrpcOpenApiErrorBody) : {};
  } catch {
    body = {};
  }
  const errors = body.data?.fieldErrors;
  if (errors && Object.keys(errors).length > 0) {
    return { success: false, message: Object.values(errors)[0] as string, errors };
  }
  // Never echo internal messages for server faults.
  const message = status >= 500 && status !== 503 ? genericMessage(status) : (body.message ?? genericMessage(status));
  return { success: false, message };
}
