import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A short hash of every file under `dir` (names and contents): it goes into the addresses of the
 * resized public images, so they change whenever an image does and can be cached for good.
 */
export async function imagesVersion(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const files = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const names = files
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const name of names)
    hash
      .update(name)
      .update('\0')
      .update(await readFile(path.join(dir, name)))
      .update('\0');
  return hash.digest('hex').slice(0, 12);
}
