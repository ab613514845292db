// @ts-check
// Who may import whom inside src/ (docs/decisions/011-lint-and-boundaries.md), checked by eslint-plugin-boundaries.

const element = (type, pattern, capture) => ({ type, pattern, partialMatch: false, ...(capture ? { capture } : {}) });

export const boundarySettings = {
  'boundaries/include': ['src/**/*'],
  // Resolves relative imports written without an extension, as the TypeScript sources are.
  'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
  // The first matching descriptor wins, so the narrower folders come before src/server and src/client.
  'boundaries/elements': [
    element('module', 'src/modules/*', ['area']),
    element('server-http', 'src/server/http'),
    element('server-db', 'src/server/db'),
    element('server-trpc', 'src/server/trpc'),
    element('server-lib', 'src/server/lib'),
    element('server', 'src/server'),
    element('dashboard', 'src/client/admin'),
    element('client', 'src/client'),
    element('shared', 'src/shared'),
  ],
  'boundaries/files': [
    // The one door into a module for other modules and the server.
    { category: 'module-surface', pattern: 'src/modules/*/index.ts' },
    // Schemas, constants and defaults hold no server code: the client imports them directly.
    { category: 'client-safe', pattern: 'src/modules/*/*.{schema,constants,defaults}.ts' },
    { category: 'client-safe', pattern: 'src/modules/blog/slug.ts' },
    // The tRPC procedures, mounted by the app router.
    { category: 'router', pattern: 'src/modules/*/*.{router,admin-router}.ts' },
    { category: 'app-router', pattern: 'src/server/trpc/app-router.ts' },
    // What the server loads to render public pages.
    { category: 'page-renderer', pattern: 'src/client/{entry-server.tsx,lib/trpc.ts,loaders/page-data-source.ts}' },
  ],
};

const serverElements = ['server', 'server-http', 'server-db', 'server-trpc', 'server-lib'];
const clientElements = ['client', 'dashboard'];

export const boundaryRules = {
  'boundaries/dependencies': [
    'error',
    {
      default: 'allow',
      policies: [
        {
          from: { element: { types: { anyOf: clientElements } } },
          disallow: { to: { element: { types: { anyOf: [...serverElements, 'module'] } } } },
          message:
            'The browser bundle must not import server code ({{to.type}}): import a module only through its *.schema.ts, *.constants.ts or *.defaults.ts.',
        },
        {
          from: { element: { types: { anyOf: clientElements } } },
          allow: { to: { element: { type: 'module' }, file: { categories: 'client-safe' } } },
        },
        {
          // `import type { AppRouter }` is erased at build time.
          from: { element: { types: { anyOf: clientElements } } },
          allow: { to: { file: { categories: 'app-router' } }, dependency: { kind: 'type' } },
        },
        {
          from: { element: { types: { anyOf: [...serverElements, 'module', 'shared'] } } },
          disallow: { to: { element: { types: { anyOf: clientElements } } } },
          message: 'Server code must not import the client.',
        },
        {
          from: { element: { types: { anyOf: ['server', 'server-http'] } } },
          allow: { to: { file: { categories: 'page-renderer' } } },
        },
        {
          from: { element: { types: { anyOf: [...serverElements, 'shared'] } } },
          disallow: { to: { element: { type: 'module' } } },
          message: 'Import a module only through its index.ts (src/modules/{{to.captured.area}}/index.ts).',
        },
        {
          from: { element: { type: 'module' } },
          disallow: { to: { element: { type: 'module' } } },
          message: 'A module imports another module only through its index.ts (src/modules/{{to.captured.area}}/index.ts).',
        },
        {
          from: { element: { types: { anyOf: [...serverElements, 'module'] } } },
          allow: { to: { element: { type: 'module' }, file: { categories: 'module-surface' } } },
        },
        {
          from: { element: { type: 'module' } },
          allow: { dependency: { relationship: { to: 'internal' } } },
        },
        {
          // The app router mounts each module's procedures.
          from: { file: { categories: 'app-router' } },
          allow: { to: { element: { type: 'module' }, file: { categories: 'router' } } },
        },
        {
          from: { element: { type: 'module' } },
          disallow: { to: { element: { types: { anyOf: ['server', 'server-http', 'server-db'] } } } },
          message: 'A module knows nothing of HTTP or of how the server and database start ({{to.type}}).',
        },
      ],
    },
  ],
};
