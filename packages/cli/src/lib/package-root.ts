import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | null = null;

/** The @storeroom/cli package folder, from source (src/lib) or from the build (dist). */
export function cliPackageRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@storeroom/cli'
    ) {
      cached = dir;
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('@storeroom/cli: cannot find its own package.json.');
    dir = parent;
  }
}

/** The CLI's version. */
export function cliVersion(): string {
  return (JSON.parse(readFileSync(join(cliPackageRoot(), 'package.json'), 'utf8')) as { version: string })
    .version;
}
