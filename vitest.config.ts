import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/lint/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
    // CI also writes a JSON report, summed by scripts/test-summary.ts into one closing line.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: `test-results/vitest${process.env.DATABASE_URL ? '-external-db' : ''}.json` },
  },
});
