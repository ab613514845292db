import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { normalizePath } from 'trpc-to-openapi';
import { buildOpenApiDocument } from '../../src/server/http/openapi-document';
import { API_PREFIX } from '../../src/server/http/rest-api';
import { appRouter } from '../../src/server/trpc/app-router';

/** What the client saw of one answer. */
export type ObservedResponse = { method: string; url: string; status: number; contentType: string | null; body: string };

type ResponseDoc = { content?: Record<string, { schema?: unknown }> };
type PathDoc = { pattern: RegExp; path: string; operations: Record<string, { responses?: Record<string, ResponseDoc> }> };

const DOCUMENT_ID = 'openapi.json';
const ERROR_ANSWER: ResponseDoc = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } };
/** Served under /api but not part of the REST surface the document describes. */
const UNDESCRIBED = [/^\/trpc(\/|$)/, /^\/docs(\/|$)/, /^\/openapi\.json$/];

type Contract = { paths: PathDoc[]; ajv: Ajv2020; validators: Map<string, ValidateFunction> };
let contract: Contract | undefined;

/** The document as the server serves it, read and compiled once per test worker (validators on first use). */
function loadContract(): Contract {
  if (contract) return contract;
  const doc = buildOpenApiDocument(appRouter) as unknown as { paths: Record<string, PathDoc['operations']> };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc as object, DOCUMENT_ID);
  const paths = Object.entries(doc.paths).map(([path, operations]) => ({
    path,
    operations,
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`, 'i'),
  }));
  // A fixed segment wins over a parameter, as in the server's routing (`/admin/contacts/unread-count`).
  paths.sort((a, b) => a.path.split('{').length - b.path.split('{').length);
  contract = { paths, ajv, validators: new Map() };
  return contract;
}

const pointer = (...segments: string[]) => segments.map((segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** Where a documented answer's schema is; a refusal of an undocumented method is in the error envelope. */
const schemaRef = (path: string, method: string, status: string, mediaType: string, documented: boolean) =>
  `${DOCUMENT_ID}#/${documented ? pointer('paths', path, method, 'responses', status, 'content', mediaType, 'schema') : 'components/schemas/ErrorEnvelope'}`;

function validatorFor({ ajv, validators }: Contract, ref: string) {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

/**
 * Whether an answer is one the OpenAPI document allows: its status is documented for the operation, its
 * media type too, and a JSON body matches the schema. Returns what disagrees, or undefined. Calls outside
 * the described REST surface (pages, tRPC, the reference itself, preflights) are not judged.
 */
export function contractProblem(observed: ObservedResponse): string | undefined {
  const { pathname } = new URL(observed.url);
  if (!pathname.startsWith(`${API_PREFIX}/`) || observed.method === 'OPTIONS') return undefined;
  const path = normalizePath(pathname.slice(API_PREFIX.length));
  if (UNDESCRIBED.some((pattern) => pattern.test(path))) return undefined;
  const current = loadContract();
  const documented = current.paths.find((candidate) => candidate.pattern.test(path));
  if (!documented) return undefined;
  const method = observed.method === 'HEAD' ? 'get' : observed.method.toLowerCase();
  const operation = documented.operations[method];
  const call = `${observed.method} ${pathname} → ${observed.status}`;
  const status = String(observed.status);
  // A method the path does not have is refused (405 with Allow, or an unreadable body's 400/413/415 first) in the error envelope.
  const response = operation ? operation.responses?.[status] : observed.status >= 400 ? ERROR_ANSWER : undefined;
  if (!response) return `${call}: status ${status} is not documented for ${method.toUpperCase()} ${documented.path}`;
  if (observed.body.length === 0 || observed.method === 'HEAD') return undefined;
  const mediaType = observed.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  const content = response.content ?? {};
  if (!(mediaType in content)) return `${call}: a ${mediaType || 'untyped'} body is not documented (documented: ${Object.keys(content).join(', ') || 'none'})`;
  if (mediaType !== 'application/json' || !content[mediaType]?.schema) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(observed.body);
  } catch {
    return `${call}: the body is not JSON`;
  }
  const validate = validatorFor(current, schemaRef(documented.path, method, status, mediaType, operation !== undefined));
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
  return `${call}: the body does not match the documented schema:\n  ${errors.join('\n  ')}\n  body: ${observed.body.slice(0, 300)}`;
}
