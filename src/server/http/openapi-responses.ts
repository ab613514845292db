/** The answers every kind of call can get, added to each operation of the OpenAPI document. */

export type ResponseObject = { description: string; headers?: Record<string, unknown>; content?: Record<string, unknown> };
export type OperationObject = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, ResponseObject>;
};

/** What decides an operation's possible answers. */
export type OperationFacts = {
  method: string;
  path: string;
  /** Routed through the REST adapter, which refuses unknown query parameters and malformed input with 400. */
  procedure: boolean;
  publicWrite: boolean;
};

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } } };

/** The noun each path's 404 names, as the server's not-found message says it (server/lib/not-found.ts). */
const NOT_FOUND_NOUNS: [RegExp, string][] = [
  [/^\/(admin\/)?team\//, 'Team member'],
  [/^\/(admin\/)?services\//, 'Service'],
  [/^\/(admin\/)?core-expertise\//, 'Core expertise item'],
  [/^\/(admin\/)?case-results\//, 'Client result'],
  [/^\/(admin\/)?blog\//, 'Blog post'],
  [/^\/(admin\/)?featured-insights\//, 'Featured insight'],
  [/^\/(admin\/)?careers\//, 'Position'],
  [/^\/admin\/applications\//, 'Application'],
  [/^\/admin\/contacts\//, 'Message'],
  [/^\/admin\/newsletter\/issues\//, 'Issue'],
  [/^\/admin\/newsletter\//, 'Subscriber'],
  [/^\/admin\/users\//, 'User'],
  [/^\/(admin\/)?media\//, 'Image'],
  [/^\/admin\/mail\/outbox\//, 'Message'],
];

const notFoundNoun = (path: string) => NOT_FOUND_NOUNS.find(([pattern]) => pattern.test(path))?.[1];

const IF_NONE_MATCH = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'The ETag of an answer you hold; if it is still current the answer is 304 without a body',
  schema: { type: 'string' },
};

/** Adds the statuses the server can send for this kind of call, keeping what the procedure declared itself. */
export function describeResponses(operation: OperationObject, facts: OperationFacts) {
  const responses = (operation.responses ??= {});
  const isPublic = !operation.security?.length;
  const takesJson = Boolean(operation.requestBody?.content?.['application/json']);
  const add = (status: string, response: ResponseObject) => (responses[status] ??= response);

  if (takesJson || facts.procedure) add('400', { description: 'Invalid input: each invalid field is named in `errors`' });
  if (!isPublic) {
    add('401', {
      description: 'Missing, invalid or expired bearer token',
      headers: { 'WWW-Authenticate': { description: 'Always `Bearer`', schema: { type: 'string' } } },
    });
  }
  const noun = notFoundNoun(facts.path);
  if (noun && /\{/.test(facts.path)) responses['404'] = { description: `${noun} not found` };
  // The REST adapter reads a body on every POST, PUT and PATCH, even one whose input is only the path.
  if (takesJson || (facts.procedure && ['post', 'put', 'patch'].includes(facts.method))) {
    add('413', { description: 'The body is larger than this call accepts' });
    add('415', { description: 'The body is not `application/json`' });
  }
  if (facts.publicWrite) add('429', { description: 'Too many submissions from this address; try again later', headers: RETRY_AFTER });
  if (isPublic && facts.method === 'get') {
    add('304', { description: 'Not modified: the `If-None-Match` ETag is still current' });
    operation.parameters = [...(operation.parameters ?? []), IF_NONE_MATCH];
  }
  add('500', { description: 'Internal server error' });
  add('503', { description: 'The database is unavailable or the server is shutting down; try again later', headers: RETRY_AFTER });
  const ok = responses['200'];
  if (ok && isPublic && facts.method === 'get') {
    ok.headers = { ...ok.headers, ETag: { description: 'Send it back as `If-None-Match` to revalidate', schema: { type: 'string' } } };
  }

  for (const [status, response] of Object.entries(responses)) {
    if (Number(status) >= 400) response.content = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } };
  }
  operation.security = isPublic ? [] : operation.security;
  operation.description ??= describeAccess(isPublic, facts, takesJson);
}

/** The one paragraph every operation gets when its procedure gives none: who may call it and how it answers. */
function describeAccess(isPublic: boolean, facts: OperationFacts, takesJson: boolean) {
  const who = isPublic ? 'Public: no credentials needed.' : 'Staff only: send the bearer token from `POST /auth/login` as `Authorization: Bearer …`.';
  const body = takesJson ? ' The body is JSON; fields the schema does not name are refused (400).' : '';
  const caching = isPublic && facts.method === 'get' ? ' The answer carries an `ETag`: send it back as `If-None-Match` to get 304 when nothing changed.' : '';
  const limits = facts.publicWrite ? ' Limited per address (429 with `Retry-After`); send an `Idempotency-Key` to retry safely.' : '';
  return `${who}${body}${caching}${limits}`;
}
