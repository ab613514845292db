import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '../lib/theme';
import { adminSystem } from './admin-system';

const CLIENT = path.resolve(import.meta.dirname, '..');
const ADMIN = path.join(CLIENT, 'admin');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );

// Every component with a recipe of its own in Chakra's full theme, by the recipe's name (Alert → alert).
const allRecipes = new Set([...Object.keys(defaultConfig.theme?.recipes ?? {}), ...Object.keys(defaultConfig.theme?.slotRecipes ?? {})]);
const recipesImported = (files: string[]) =>
  new Set(
    files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '@chakra-ui\/react'/g)]
        .flatMap((match) => match[1]!.split(','))
        .map((name) =>
          name
            .replace(/^\s*type\s+/, '')
            .split(' as ')[0]!
            .trim(),
        )
        .map((name) => name.charAt(0).toLowerCase() + name.slice(1))
        .filter((recipe) => allRecipes.has(recipe)),
    ),
  );
const hasRecipe = (of: typeof system, recipe: string) => of.isRecipe(recipe) || of.isSlotRecipe(recipe);

describe('Chakra recipes (a component without its recipe renders unstyled)', () => {
  it('the site’s system has the recipe of every component the public pages import', () => {
    const files = sources(CLIENT).filter((file) => !file.startsWith(ADMIN));
    const missing = [...recipesImported(files)].filter((recipe) => !hasRecipe(system, recipe));
    expect(missing).toEqual([]);
  });

  it('the dashboard’s system has the recipe of every component it imports', () => {
    const imported = recipesImported(sources(CLIENT));
    expect(imported).toContain('alert');
    const missing = [...imported].filter((recipe) => !hasRecipe(adminSystem, recipe));
    expect(missing).toEqual([]);
  });
});
