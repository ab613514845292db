// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * A public page is HTML from the server; only its islands run React in the browser
 * (docs/decisions/005-public-pages-as-islands.md). An event handler written in a part of a page that no
 * island contains is never attached, so this rule accepts `on…` props only in files an island reaches:
 * the components the island registry loads and everything they import inside src/client.
 */

const IMPORT_PATTERN = /(?:from\s+|import\s*\()\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

/** @param {string} fromFile @param {string} specifier */
function resolveImport(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every file under `clientRoot` reachable from the components the registry lazily imports. */
function islandFiles(/** @type {string} */ registry, /** @type {string} */ clientRoot) {
  const reached = new Set();
  const pending = [...readFileSync(registry, 'utf8').matchAll(IMPORT_PATTERN)].map((m) => resolveImport(registry, m[1] ?? ''));
  while (pending.length > 0) {
    const file = pending.pop();
    if (!file || reached.has(file) || relative(clientRoot, file).startsWith('..')) continue;
    reached.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT_PATTERN)) pending.push(resolveImport(file, m[1] ?? ''));
  }
  return reached;
}

/** @type {import('eslint').Rule.RuleModule} */
export const handlersOnlyInIslands = {
  meta: {
    type: 'problem',
    docs: { description: 'An event handler on a public page must be inside an island, or it never runs' },
    schema: [{ type: 'object', properties: { registry: { type: 'string' }, clientRoot: { type: 'string' } }, additionalProperties: false }],
    messages: {
      outsideIsland:
        '`{{name}}` is never attached in the browser: this file is not part of an island. Move the interactive part into a component listed in {{registry}} and render it with <Island>.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const registryOption = options.registry ?? 'src/client/islands/island-registry.ts';
    const registry = join(context.cwd, registryOption);
    const clientRoot = join(context.cwd, options.clientRoot ?? 'src/client');
    /** @type {Set<string> | undefined} */
    let reachable;
    return {
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !/^on[A-Z]/.test(node.name.name)) return;
        if (node.value?.type !== 'JSXExpressionContainer') return;
        // Read the files on first use only, once per linted file, so an edit to the registry counts at once.
        reachable ??= islandFiles(registry, clientRoot);
        if (reachable.has(resolve(context.filename))) return;
        context.report({ node, messageId: 'outsideIsland', data: { name: node.name.name, registry: registryOption } });
      },
    };
  },
};
