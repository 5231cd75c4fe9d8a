import { checkServerPlugins } from '@storeroom/server';
import type { ServerPlugin } from '@storeroom/server';
import type { Finding } from './doctor-checks';
import { loadPluginModule } from './load-plugin-module';

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
  const loaded = await loadPluginModule(dir, 'src/server/plugin.ts', 'server', 'check the server part');
  if (loaded.status === 'missing') return [];
  if (loaded.status === 'failed') return [loaded.finding];
  // One plugin may export its server part under several names: check each once.
  return serverFindings([...new Set(Object.values(loaded.exports).filter(looksLikeServerPlugin))]);
}
