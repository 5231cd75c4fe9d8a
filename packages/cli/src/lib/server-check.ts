import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkServerPlugins } from '@storeroom/server';
import type { ServerPlugin } from '@storeroom/server';
import type { Finding } from './doctor-checks';
import { tsxTsconfigFor } from './workspace';

function looksLikeServerPlugin(value: unknown): value is ServerPlugin {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' && ('contract' in v || 'routes' in v || 'resources' in v || 'migrations' in v)
  );
}

/**
 * Checks server parts exactly as `createServer` does at start-up (a route on a resource's own
 * door, a route declared twice, a door guarded by a subject the contract does not declare, a
 * handler for an endpoint the contract does not declare, ...), one finding per problem.
 */
export function serverFindings(plugins: readonly ServerPlugin[]): Finding[] {
  return checkServerPlugins(plugins).map((message) => ({
    level: 'error' as const,
    check: 'server',
    message,
    fix: 'Correct src/server/plugin.ts or the contract (src/contract/); the server refuses to start with this plugin.',
  }));
}

/** Loads src/server/plugin.ts (TypeScript, through tsx) and checks the server parts it exports. */
export async function checkServer(dir: string): Promise<Finding[]> {
  const file = join(dir, 'src', 'server', 'plugin.ts');
  if (!existsSync(file)) return [];
  let mod: Record<string, unknown>;
  try {
    const { tsImport } = await import('tsx/esm/api');
    const tsconfig = tsxTsconfigFor(dir);
    mod = (await tsImport(pathToFileURL(file).href, {
      parentURL: import.meta.url,
      ...(tsconfig ? { tsconfig } : {}),
    })) as Record<string, unknown>;
  } catch (error) {
    return [
      {
        level: 'warning',
        check: 'server',
        message: `src/server/plugin.ts could not be loaded to check the server part: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        fix: 'Install the dependencies (and build linked packages), then run storeroom doctor again.',
      },
    ];
  }
  // One plugin may export its server part under several names: check each once.
  return serverFindings([...new Set(Object.values(mod).filter(looksLikeServerPlugin))]);
}
