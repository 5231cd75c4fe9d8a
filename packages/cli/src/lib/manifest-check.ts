import { AdminConfigError, assembleAdmin } from '@storeroom/core';
import type { PluginManifest } from '@storeroom/core';
import type { Finding } from './doctor-checks';
import { loadPluginModule } from './load-plugin-module';

function looksLikeManifest(value: unknown): value is PluginManifest {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/**
 * Validates manifests exactly as `createAdmin` does at start-up (duplicate ids and routes,
 * menu entries for unknown routes, undeclared subjects, slot fills nobody declares), and
 * turns each problem into a finding.
 */
export function manifestFindings(manifests: readonly PluginManifest[]): Finding[] {
  // Checked alone, a plugin fills slots that other plugins' screens declare in a real admin
  // (the dashboard's widgets, the order panel's sections): a stand-in host declares them.
  // Slot names are typed, so a misspelt one fails the typecheck instead.
  const filled = [...new Set(manifests.flatMap((m) => (m.slots ?? []).map((fill) => fill.slot)))];
  const host: PluginManifest = { id: 'storeroom-doctor-host', declaredSlots: filled };
  try {
    const model = assembleAdmin([...manifests, host]) as { warnings?: readonly string[] };
    return (model.warnings ?? []).map((message) => ({
      level: 'warning' as const,
      check: 'manifest',
      message,
      fix: 'Declare the slot on a screen (declaredSlots) or fill another one.',
    }));
  } catch (error) {
    if (!(error instanceof AdminConfigError)) throw error;
    return error.problems.map((message) => ({
      level: 'error' as const,
      check: 'manifest',
      message,
      fix: 'Correct src/admin/plugin.ts; createAdmin refuses to start with this manifest.',
    }));
  }
}

/** Loads src/admin/plugin.ts (TypeScript, through tsx) and checks the manifests it exports. */
export async function checkManifest(dir: string): Promise<Finding[]> {
  const loaded = await loadPluginModule(dir, 'src/admin/plugin.ts', 'manifest', 'validate the manifest');
  if (loaded.status === 'missing') return [];
  if (loaded.status === 'failed') return [loaded.finding];
  const manifests = Object.values(loaded.exports).filter(looksLikeManifest);
  if (manifests.length === 0) {
    return [
      {
        level: 'error',
        check: 'manifest',
        message: 'src/admin/plugin.ts exports no plugin manifest.',
        fix: 'Export the result of definePlugin({...}) from src/admin/plugin.ts.',
      },
    ];
  }
  return manifestFindings(manifests);
}
