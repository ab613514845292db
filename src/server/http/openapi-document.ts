import { forEachOpenApiProcedure, generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { createDocument } from 'zod-openapi';
import { errorEnvelope } from '../../shared/envelope';
import type { AppRouter } from '../trpc/app-router';
import type { ProcedureRules } from '../trpc/procedure-rules';
import { csvExportPaths } from './csv-exports';
import { mediaPaths, mediaServePath } from './media-routes';
import { describeResponses, type OperationObject } from './openapi-responses';
import { API_PREFIX } from './rest-api';

const API_DESCRIPTION =
  'Public content, contact and job applications, and (with a bearer token from POST /auth/login) staff administration. ' +
  'Unless a path says otherwise, answers use the envelope `{success, data, message}`; errors always use `{success: false, message, code, errors?: [{path, message}]}` with a stable machine `code`, and every answer carries an `x-request-id`. ' +
  'A method a path does not have answers 405 with `Allow`. What may change without notice and how breaking changes are announced: docs/api-versioning.md.';

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
  for (const [path, item] of Object.entries({ ...mediaPaths, ...mediaServePath, ...csvExportPaths })) {
    doc.paths = { ...doc.paths, [path]: { ...(doc.paths?.[path] ?? {}), ...item } as never };
  }

  const publicWrites = describeIdempotencyKeys(router, doc);
  for (const [path, pathItem] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem as Record<string, OperationObject>)) {
      const key = `${method} ${path}`;
      describeResponses(operation, { method, path, procedure: procedureOperations.has(key), publicWrite: publicWrites.has(key) });
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
