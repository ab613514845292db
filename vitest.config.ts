import { defineConfig } from 'vitest/config';

// `npm run test:unit` / `test:api` name their report, so CI keeps one JSON file per run.
const run = process.env.npm_lifecycle_event?.replace(/^test:/, '') ?? 'all';
const database = process.env.DATABASE_URL ? '-external-db' : '';
const node = `node${process.versions.node.split('.')[0]}`;

export default defineConfig({
  test: {
    pool: 'forks',
    env: { NODE_ENV: 'test' },
    // CI also writes a JSON report, summed by scripts/test-summary.ts into one closing line.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: `test-results/vitest-${run}-${node}${database}.json` },
    projects: [
      {
        extends: true,
        // No database, no server: rules, schemas, renderers, loaders over a fake data source.
        // Threads sharing one module graph (no per-file isolation, so no vi.mock here): ~2 s instead of ~8 s.
        test: { name: 'unit', include: ['src/**/*.unit.test.ts', 'tests/**/*.unit.test.ts'], pool: 'threads', isolate: false, testTimeout: 5_000 },
      },
      {
        extends: true,
        // One PostgreSQL for the run; every file gets its own copy of the seeded template database.
        test: {
          name: 'api',
          include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts'],
          exclude: ['**/*.unit.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          // Every answer a test receives is checked against the OpenAPI document (decision 040).
          setupFiles: ['tests/support/contract-check.ts'],
          // Files share one module graph per worker (each still starts its own app over its own database):
          // the server's modules are loaded once per worker instead of once per file.
          isolate: false,
          // Tests mostly wait on PostgreSQL and HTTP: two workers keep both cores busy.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
