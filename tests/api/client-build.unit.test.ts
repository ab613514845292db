import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientSourcesHash, isClientBuildCurrent, stampFile } from '../../scripts/client-build';

let project: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), text);
};
/** As `npm start` leaves it after a build: the documents, and the stamp of what they were built from. */
const build = () => {
  write('dist/client/index.html', '<!doctype html>');
  writeFileSync(stampFile(project), clientSourcesHash(project));
};

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  write('src/client/entry-client.ts', 'import "../modules/blog/slug";');
  write('src/modules/blog/slug.ts', 'export const slugify = () => "post";');
  write('public/favicon.svg', '<svg/>');
  write('vite.config.ts', 'export default {};');
  write('scripts/vite-precompress.ts', 'export const precompress = () => ({});');
  write('scripts/bench.ts', 'console.log("bench");');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('README.md', '# readme');
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('npm start serves a client built from the current sources', () => {
  it('a missing build, or one without a stamp, is rebuilt', () => {
    expect(isClientBuildCurrent(project)).toBe(false);
    write('dist/client/index.html', '<!doctype html>');
    expect(isClientBuildCurrent(project)).toBe(false);
    build();
    expect(isClientBuildCurrent(project)).toBe(true);
  });

  it.each([
    ['a module the client imports', 'src/modules/blog/slug.ts'],
    ['a client file', 'src/client/entry-client.ts'],
    ['a public file', 'public/favicon.svg'],
    ['the Vite config', 'vite.config.ts'],
    ['a Vite plugin', 'scripts/vite-precompress.ts'],
    ['the lockfile', 'package-lock.json'],
  ])('an edit to %s makes the build stale', (_what, file) => {
    build();
    write(file, 'export const changed = true;');
    expect(isClientBuildCurrent(project)).toBe(false);
  });

  it('a new or removed source file makes the build stale', () => {
    build();
    write('src/modules/blog/extra.ts', '');
    expect(isClientBuildCurrent(project)).toBe(false);
    build();
    rmSync(path.join(project, 'src/modules/blog/extra.ts'));
    expect(isClientBuildCurrent(project)).toBe(false);
  });

  it('files the build never reads leave it current', () => {
    build();
    write('README.md', '# changed');
    write('scripts/bench.ts', 'console.log("changed");');
    expect(isClientBuildCurrent(project)).toBe(true);
  });

  it('touching a file without changing it leaves the build current', () => {
    build();
    write('src/modules/blog/slug.ts', 'export const slugify = () => "post";');
    expect(isClientBuildCurrent(project)).toBe(true);
  });
});
