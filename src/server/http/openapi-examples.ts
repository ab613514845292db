import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OpenAPIObject } from 'trpc-to-openapi';

/** What one operation was sent and answered when `npm run openapi:examples` called it on the demo content. */
export type RecordedExample = { request?: unknown; status: string; response: unknown };

export const EXAMPLES_FILE = fileURLToPath(new URL('./openapi-examples.json', import.meta.url));

type Content = Record<string, { example?: unknown }>;
type Operation = { requestBody?: { content?: Content }; responses?: Record<string, { content?: Content }> };

/**
 * Puts each operation's recorded request and answer into the document as the examples of its JSON
 * request body and of the answer's status, under whichever media type that answer is documented with.
 */
export function attachExamples(doc: OpenAPIObject) {
  if (!existsSync(EXAMPLES_FILE)) return;
  const examples = JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as Record<string, RecordedExample>;
  for (const [path, pathItem] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem as Record<string, Operation>)) {
      const example = examples[`${method} ${path}`];
      if (!example) continue;
      const json = operation.requestBody?.content?.['application/json'];
      if (json && example.request !== undefined) json.example = example.request;
      for (const media of Object.values(operation.responses?.[example.status]?.content ?? {})) media.example = example.response;
    }
  }
}
