import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './error-envelope';

const MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'Malformed URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URL path segment is too long',
};

/**
 * Fastify's answer to a request it cannot route (a malformed percent-encoding such as `/%E0%A4%A`,
 * an over-long path parameter): no hook runs for it, so the envelope and the security headers are set here.
 */
export const answerFrameworkError =
  (securityHeaders: Record<string, string>) => (error: Error & { code?: string; statusCode?: number }, _request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    return reply
      .code(status)
      .headers(securityHeaders)
      .header('cache-control', 'no-store')
      .send(errorEnvelope(status, error.code ? MESSAGES[error.code] : undefined));
  };
