import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { buildOpenApiDocument } from '../../../src/server/http/openapi-document';
import { appRouter } from '../../../src/server/trpc/app-router';

export const GENERATED_TYPES_FILE = path.resolve(import.meta.dirname, 'api-types.ts');

/** The document's types as openapi-typescript writes them, in the repository's format. */
export async function generatedApiTypes(doc: object = buildOpenApiDocument(appRouter)): Promise<string> {
  const source = `// Generated from the OpenAPI document by npm run openapi:types; do not edit.\n${astToString(await openapiTS(doc as never))}`;
  return prettier.format(source, { ...(await prettier.resolveConfig(GENERATED_TYPES_FILE)), filepath: GENERATED_TYPES_FILE });
}
