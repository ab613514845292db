import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Everything the client build reads: all of src/ (the client imports schemas and helpers from the
 * modules), the public files, the Vite config and its plugins, and the locked dependency versions.
 */
const isClientInput = (relative: string) =>
  /^(src|public)\//.test(relative) || relative === 'vite.config.ts' || relative === 'package-lock.json' || /^scripts\/vite-[^/]+\.ts$/.test(relative);

function filesUnder(dir: string, base: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** One hash of the client build's inputs: their paths and contents, so any edit, addition or removal changes it. */
export function clientSourcesHash(projectRoot: string): string {
  const files = ['src', 'public', 'scripts']
    .flatMap((dir) => filesUnder(path.join(projectRoot, dir), projectRoot))
    .concat(['vite.config.ts', 'package-lock.json'].filter((file) => existsSync(path.join(projectRoot, file))))
    .filter(isClientInput)
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(projectRoot, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Where a build's sources hash is kept: beside the build, not in it (nothing there is served). */
export const stampFile = (projectRoot: string) => path.join(projectRoot, 'dist/client-sources.sha256');

/** The built client exists and was built from exactly the current sources. */
export function isClientBuildCurrent(projectRoot: string): boolean {
  const stamp = stampFile(projectRoot);
  if (!existsSync(path.join(projectRoot, 'dist/client/index.html')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === clientSourcesHash(projectRoot);
}

/** Builds the client into dist/client unless it was built from the current sources. */
export function ensureClientBuilt(log: (message: string) => void): void {
  if (isClientBuildCurrent(root)) return;
  log('building the client…');
  // Hashed before the build, so an edit made while it runs leaves the stamp stale and causes the next rebuild.
  const hash = clientSourcesHash(root);
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  writeFileSync(stampFile(root), `${hash}\n`);
}
