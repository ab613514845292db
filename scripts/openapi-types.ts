/**
 * Writes the TypeScript types of the OpenAPI document (openapi-typescript), as an integrator would
 * generate them, for the typed-client test. `npm run openapi:types` after changing the REST surface; a
 * unit test fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { GENERATED_TYPES_FILE, generatedApiTypes } from '../tests/support/typed-client/generate';

writeFileSync(GENERATED_TYPES_FILE, await generatedApiTypes());
console.log(`wrote ${GENERATED_TYPES_FILE}`);
