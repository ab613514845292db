import { forEachOpenApiProcedure, generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { createDocument } from 'zod-openapi';
import { errorEnvelope } from '../../shared/envelope';
import type { AppRouter } from '../trpc/app-router';
import type { ProcedureRules } from '../trpc/procedure-rules';
import { STAFF_ONLY } from '../../shared/api-scopes';
import { csvExportPaths } from './csv-exports';
import { mediaPaths, mediaServePath } from './media-routes';
import { personalDataExportPath } from './personal-data-export';
import { applicationCvPath } from './application-cv-route';
import { describeResponses, type OperationObject, type ResponseObject } from './openapi-responses';
import { API_PREFIX } from './rest-api';
import { attachExamples } from './openapi-examples';

const API_DESCRIPTION =
  'Public content, contact and job applications, and (with a bearer token from POST /auth/login) staff administration. ' +
  'Integrations use an API key (`Authorization: Bearer dgk_…`, created by staff under API keys) holding the scope each operation names. ' +
  '**[Integrating](/api/docs/integrating)**: create a key, pull new contact messages since a time, receive a webhook and verify it. ' +
  'Unless a path says otherwise, answers use the envelope `{success, data, message}`; errors always use `{success: false, message, code, errors?: [{path, message}]}` with a stable machine `code`, and every answer carries an `x-request-id`. ' +
  'A method a path does not have answers 405 with `Allow`. What may change without notice and how breaking changes are announced: the Versioning section of [Integrating](/api/docs/integrating).';

/**
 * The OpenAPI document of the REST surface. trpc-to-openapi describes the procedures; the plain
 * routes (upload, CSV, image files) are described beside their code; then every operation gets the
 * statuses the server can send for its kind of call (openapi-responses.ts), all errors in the
 * `{success:false, message, code, errors?}` envelope. The server URL is relative, so the reference at
 * /api/docs calls the host it was loaded from.
 */
export function buildOpenApiDocument(router: AppRouter): OpenAPIObject {
  const doc = generateOpenApiDocument(router, {
    title: 'Consultancy platform API',
    description: API_DESCRIPTION,
    version: '1.0.0',
    baseUrl: API_PREFIX,
  });
  doc.info.license = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };
  doc.servers = [{ url: API_PREFIX, description: 'This server' }];

  const errorSchema = createDocument({
    openapi: '3.1.0',
    info: { title: '', version: '' },
    components: { schemas: { ErrorEnvelope: errorEnvelope } },
  }).components?.schemas?.ErrorEnvelope;
  // trpc-to-openapi adds a schema per tRPC error code; our errors all leave as the one envelope.
  const schemas = Object.fromEntries(Object.entries(doc.components?.schemas ?? {}).filter(([name]) => !name.startsWith('error.')));
  doc.components = { ...doc.components, schemas: { ...schemas, ErrorEnvelope: errorSchema as never } };

  const procedureOperations = new Set<string>();
  forEachOpenApiProcedure(router._def.procedures, ({ meta }) => procedureOperations.add(`${meta.openapi.method.toLowerCase()} ${meta.openapi.path}`));
  for (const [path, item] of Object.entries({ ...mediaPaths, ...mediaServePath, ...csvExportPaths, ...personalDataExportPath, ...applicationCvPath })) {
    doc.paths = { ...doc.paths, [path]: { ...(doc.paths?.[path] ?? {}), ...item } as never };
  }

  describeCreations(router, doc);
  describeFileParts(router, doc);
  const publicWrites = describeIdempotencyKeys(router, doc);
  describeScopes(router, doc);
  describeRateLimits(router, doc);
  for (const [path, pathItem] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem as Record<string, OperationObject>)) {
      const key = `${method} ${path}`;
      describeResponses(operation, { method, path, procedure: procedureOperations.has(key), publicWrite: publicWrites.has(key) });
    }
  }
  attachExamples(doc);
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

/**
 * The public writes (the procedures declaring `publicWrite`) take an `Idempotency-Key` (http/idempotent-calls.ts).
 * Returns them as `method path`.
 */
function describeIdempotencyKeys(router: AppRouter, doc: OpenAPIObject) {
  const publicWrites = new Set<string>();
  forEachOpenApiProcedure(router._def.procedures, ({ meta }) => {
    if ((meta as ProcedureRules).publicWrite === undefined) return;
    const method = meta.openapi.method.toLowerCase();
    const operation = (doc.paths?.[meta.openapi.path] as Record<string, OperationObject> | undefined)?.[method];
    if (!operation) return;
    publicWrites.add(`${method} ${meta.openapi.path}`);
    operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER as never];
    operation.responses = {
      ...operation.responses,
      '409': { description: 'A request with this Idempotency-Key is still being processed' },
      '422': { description: 'This Idempotency-Key was already used with a different request' },
    };
  });
  return publicWrites;
}

type Operation = { description?: string; responses?: Record<string, ResponseObject>; requestBody?: RequestBody };
type RequestBody = { content?: Record<string, { schema?: { properties?: Record<string, unknown>; [key: string]: unknown } }> };

/** A write declaring `acceptsFile` also takes its JSON fields as multipart/form-data, with the file as one more part. */
function describeFileParts(router: AppRouter, doc: OpenAPIObject) {
  forEachOpenApiProcedure(router._def.procedures, ({ meta }) => {
    const { acceptsFile } = meta as ProcedureRules;
    const body = acceptsFile && operationOf(doc, meta.openapi)?.requestBody;
    const json = body && body.content?.['application/json']?.schema;
    if (!acceptsFile || !body || !json) return;
    const file = { type: 'string', format: 'binary', description: `Optional file, at most ${acceptsFile.maxBytes / 1024 / 1024} MB` };
    body.content = { ...body.content, 'multipart/form-data': { schema: { ...json, properties: { ...json.properties, [acceptsFile.field]: file } } } };
  });
}

/** A procedure declaring `creates` answers 201 with `Location` where trpc-to-openapi documents a 200 (rest-api.ts). */
function describeCreations(router: AppRouter, doc: OpenAPIObject) {
  forEachOpenApiProcedure(router._def.procedures, ({ meta }) => {
    const creates = (meta as ProcedureRules).creates;
    const responses = creates && operationOf(doc, meta.openapi)?.responses;
    const ok = responses?.['200'];
    if (!responses || !ok) return;
    delete responses['200'];
    responses['201'] = {
      ...ok,
      description: `Created: ${ok.description}`,
      headers: { ...ok.headers, Location: { description: `The new resource’s address: \`${API_PREFIX}${creates}\``, schema: { type: 'string' } } },
    };
  });
}

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
