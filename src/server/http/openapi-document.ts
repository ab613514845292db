import { forEachOpenApiProcedure, generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { createDocument } from 'zod-openapi';
import { errorEnvelope } from '../../shared/envelope';
import type { AppRouter } from '../trpc/app-router';
import type { ProcedureRules } from '../trpc/procedure-rules';
import { STAFF_ONLY } from '../../shared/api-scopes';
import { csvExportPaths } from './csv-exports';
import { mediaPaths, mediaServePath } from './media-routes';
import { personalDataExportPath } from './personal-data-export';
import { API_PREFIX } from './rest-api';

type ResponseObject = { description: string; content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> };

const ERROR_REF = { $ref: '#/components/schemas/ErrorEnvelope' };

/**
 * The OpenAPI document of the REST surface. trpc-to-openapi describes errors in its own
 * shape; ours leave as the `{success:false, message, code, errors?}` envelope, so every error
 * response is rewritten to say so, and protected calls all document their 401.
 */
export function buildOpenApiDocument(router: AppRouter, baseUrl: string): OpenAPIObject {
  const doc = generateOpenApiDocument(router, {
    title: 'Consultancy platform API',
    description:
      'Public content, contact and job applications, and (with a bearer token from POST /auth/login) staff administration. ' +
      'Integrations use an API key (`Authorization: Bearer dgk_…`, created by staff under API keys) holding the scope each operation names; see docs/api.md. ' +
      'Unless a path says otherwise, answers use the envelope `{success, data, message}`; errors always use `{success: false, message, code, errors?: [{path, message}]}` with a stable machine `code`, and every answer carries an `x-request-id`.',
    version: '1.0.0',
    baseUrl: `${baseUrl}${API_PREFIX}`,
  });

  const errorSchema = createDocument({
    openapi: '3.1.0',
    info: { title: '', version: '' },
    components: { schemas: { ErrorEnvelope: errorEnvelope } },
  }).components?.schemas?.ErrorEnvelope;
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, ErrorEnvelope: errorSchema as never } };

  // Plain Fastify routes (binary upload, CSV, image files) are described by hand beside their code.
  const plainRoutes: Record<string, object> = {
    ...mediaPaths,
    ...csvExportPaths,
    ...personalDataExportPath,
    ...Object.fromEntries(Object.entries(mediaServePath).map(([path, item]) => [path, { ...item, servers: [{ url: baseUrl }] }])),
  };
  for (const [path, item] of Object.entries(plainRoutes)) {
    doc.paths = { ...doc.paths, [path]: { ...(doc.paths?.[path] ?? {}), ...item } as never };
  }

  describeIdempotencyKeys(router, doc);
  describeScopes(router, doc);
  describeRateLimits(router, doc);

  for (const pathItem of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(pathItem as Record<string, { responses?: Record<string, ResponseObject>; security?: unknown[] }>)) {
      const responses = (operation.responses ??= {});
      if (operation.security?.length) responses['401'] ??= { description: 'Missing, invalid or expired bearer token' };
      responses['500'] ??= { description: 'Internal server error' };
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) >= 400 || status === 'default') {
          response.content = { 'application/json': { schema: ERROR_REF } };
        }
      }
    }
  }
  return doc;
}

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A unique value per submission (a UUID, say). A retry with the same key and body within 24 hours answers the first answer again, ' +
    'with `Idempotent-Replayed: true`, and stores nothing new.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/** The public writes (the procedures declaring `publicWrite`) take an `Idempotency-Key` (http/idempotent-calls.ts). */
function describeIdempotencyKeys(router: AppRouter, doc: OpenAPIObject) {
  forEachOpenApiProcedure(router._def.procedures, ({ meta }) => {
    if ((meta as ProcedureRules).publicWrite === undefined) return;
    const operation = (doc.paths?.[meta.openapi.path] as Record<string, { parameters?: unknown[]; responses?: Record<string, ResponseObject> }> | undefined)?.[
      meta.openapi.method.toLowerCase()
    ];
    if (!operation) return;
    operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER];
    operation.responses = {
      ...operation.responses,
      '409': { description: 'A request with this Idempotency-Key is still being processed' },
      '422': { description: 'This Idempotency-Key was already used with a different request' },
    };
  });
}

type Operation = { description?: string; responses?: Record<string, ResponseObject> };

/** The documented operation of a procedure, if it has a REST address. */
const operationOf = (doc: OpenAPIObject, openapi: { path: string; method: string }) =>
  (doc.paths?.[openapi.path] as Record<string, Operation> | undefined)?.[openapi.method.toLowerCase()];

/** Each staff operation names the API key scope it needs (its meta's `scope`) and documents the 403 a key without it gets. */
function describeScopes(router: AppRouter, doc: OpenAPIObject) {
  forEachOpenApiProcedure(router._def.procedures, ({ meta }) => {
    const scope = (meta as ProcedureRules).scope;
    const operation = scope && operationOf(doc, meta.openapi);
    if (!operation) return;
    const access = scope === STAFF_ONLY ? 'Staff sign-in only: API keys are refused (403).' : `API key scope: \`${scope}\`.`;
    operation.description = [operation.description, access].filter(Boolean).join('\n\n');
    const refusal = scope === STAFF_ONLY ? 'Called with an API key' : `The API key lacks the scope ${scope}`;
    const own = operation.responses?.['403']?.description;
    operation.responses = { ...operation.responses, '403': { description: own ? `${own}; or: ${refusal.toLowerCase()}` : refusal } };
  });
}

const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description: 'The quota this call counts against (IETF draft-ietf-httpapi-ratelimit-headers): `"name";q=calls;w=window seconds`',
    schema: { type: 'string', example: '"api-key";q=600;w=60' },
  },
  RateLimit: {
    description: 'What is left of it: `"name";r=remaining calls;t=seconds until the window resets`',
    schema: { type: 'string', example: '"api-key";r=599;t=60' },
  },
};
const RETRY_AFTER_HEADER = { 'Retry-After': { description: 'Seconds to wait before calling again', schema: { type: 'integer' } } };

/**
 * Which limit each operation counts against: a public form per client address (its meta's
 * `publicWrite`), a staff operation per API key when called with one (API_KEY_RATE_LIMIT).
 */
function describeRateLimits(router: AppRouter, doc: OpenAPIObject) {
  forEachOpenApiProcedure(router._def.procedures, ({ meta }) => {
    const rules = meta as ProcedureRules;
    const operation = operationOf(doc, meta.openapi);
    if (!operation || (!rules.publicWrite && (!rules.scope || rules.scope === STAFF_ONLY))) return;
    const tooMany = rules.publicWrite
      ? `Too many calls from this address: at most ${rules.publicWrite.limit} per ${rules.publicWrite.window} (see RateLimit and Retry-After)`
      : 'Too many calls with this API key (see RateLimit and Retry-After)';
    const responses = (operation.responses ??= {});
    for (const [status, response] of Object.entries(responses)) {
      if (status.startsWith('2')) response.headers = { ...response.headers, ...RATE_LIMIT_HEADERS };
    }
    responses['429'] = { ...responses['429'], description: tooMany, headers: { ...RATE_LIMIT_HEADERS, ...RETRY_AFTER_HEADER } };
  });
}
