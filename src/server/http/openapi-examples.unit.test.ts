import { describe, expect, it } from 'vitest';
import { appRouter } from '../trpc/app-router';
import { buildOpenApiDocument } from './openapi-document';

type Media = Record<string, { example?: unknown }>;
type Operation = { requestBody?: { content?: Media }; responses?: Record<string, { content?: Media }> };

/** Files (images, CVs) are bytes: their examples would be noise, so only their headers are documented. */
const isFile = (mediaType: string) => /^(image|application\/(pdf|vnd\.))/.test(mediaType);

describe('the OpenAPI examples (recorded by `npm run openapi:examples`)', () => {
  const doc = buildOpenApiDocument(appRouter);
  const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );

  it('give every JSON request body an example', () => {
    const without = operations.filter(({ operation }) => {
      const json = operation.requestBody?.content?.['application/json'];
      return json && json.example === undefined;
    });
    expect(without.map(({ name }) => name)).toEqual([]);
  });

  it('give every operation an example answer, but for files', () => {
    const without = operations.filter(({ operation }) => {
      const successes = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
      const answered = successes.flatMap(([, response]) => Object.entries(response.content ?? {}));
      if (answered.every(([mediaType]) => isFile(mediaType))) return false;
      const allAnswers = Object.values(operation.responses ?? {}).flatMap((response) => Object.values(response.content ?? {}));
      return !allAnswers.some((media) => media.example !== undefined);
    });
    expect(without.map(({ name }) => name)).toEqual([]);
  });
});
