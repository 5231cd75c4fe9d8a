import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Finding } from './doctor-checks';
import { tsxTsconfigFor } from './workspace';

/** What loading one of a plugin's TypeScript files gave: its exports, or a finding saying why not. */
export type LoadedModule =
  | { status: 'missing' }
  | { status: 'loaded'; exports: Record<string, unknown> }
  | { status: 'failed'; finding: Finding };

/**
 * Loads a plugin's TypeScript file (`src/admin/plugin.ts`, `src/server/plugin.ts`) through tsx
 * with the plugin's own tsconfig, as doctor's checks need it. A file that cannot be loaded
 * (dependencies not installed, linked packages not built) is a warning of the given check.
 */
export async function loadPluginModule(
  dir: string,
  relativePath: string,
  check: string,
  purpose: string,
): Promise<LoadedModule> {
  const file = join(dir, relativePath);
  if (!existsSync(file)) return { status: 'missing' };
  try {
    const { tsImport } = await import('tsx/esm/api');
    const tsconfig = tsxTsconfigFor(dir);
    const exports = (await tsImport(pathToFileURL(file).href, {
      parentURL: import.meta.url,
      ...(tsconfig ? { tsconfig } : {}),
    })) as Record<string, unknown>;
    return { status: 'loaded', exports };
  } catch (error) {
    return {
      status: 'failed',
      finding: {
        level: 'warning',
        check,
        message: `${relativePath} could not be loaded to ${purpose}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        fix: 'Install the dependencies (and build linked packages), then run storeroom doctor again.',
      },
    };
  }
}
