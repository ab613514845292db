/**
 * Lints the OpenAPI document with Redocly's recommended rules and fails on any error or warning
 * (the CLI itself fails only on errors). The document is built from the router, as /api/openapi.json serves it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from '../src/server/http/openapi-document';
import { appRouter } from '../src/server/trpc/app-router';

const file = path.resolve('dist/openapi.json');
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(buildOpenApiDocument(appRouter), null, 2));

const redocly = (format: string) => spawnSync('npx', ['--no-install', 'redocly', 'lint', file, `--format=${format}`], { encoding: 'utf8' });
const { stdout } = redocly('json');
const totals = (JSON.parse(stdout) as { totals: { errors: number; warnings: number } }).totals;
if (totals.errors + totals.warnings > 0) {
  process.stdout.write(redocly('stylish').stdout);
  console.error(`OpenAPI document: ${totals.errors} errors, ${totals.warnings} warnings (redocly.yaml: recommended rules)`);
  process.exit(1);
}
console.log('OpenAPI document: redocly lint (recommended) passes with no errors or warnings');
