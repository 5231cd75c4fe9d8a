import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AdminConfigError, assembleAdmin } from '@storeroom/core';
import type { PluginManifest } from '@storeroom/core';
import type { Finding } from './doctor-checks';
import { tsxTsconfigFor } from './workspace';

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
  const file = join(dir, 'src', 'admin', 'plugin.ts');
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
        check: 'manifest',
        message: `src/admin/plugin.ts could not be loaded to validate the manifest: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        fix: 'Install the dependencies (and build linked packages), then run storeroom doctor again.',
      },
    ];
  }
  const manifests = Object.values(mod).filter(looksLikeManifest);
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
