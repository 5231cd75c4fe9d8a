import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** The folder of package `name` as Node resolves it from `from` (node_modules up the tree). */
function resolvePackageDir(name: string, from: string): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', ...name.split('/'));
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return null;
  }
}

/** What installing a package brings at run time: its dependencies and its required peers (npm 7+ installs those). */
export function runtimeDependencies(manifest: Manifest): string[] {
  const optional = manifest.peerDependenciesMeta ?? {};
  return [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optional[name]?.optional),
  ];
}

/**
 * Every package a production install of the package in `dir` brings (`npm install
 * --omit=dev`), read from the package.json metadata of the installed packages: dependencies
 * and non-optional peers, transitively. Names mapped to where each was found. `manifest`
 * replaces the package.json of `dir` (a generated project resolved from an installed one).
 */
export function productionTree(dir: string, manifest: Manifest = readManifest(dir)): Map<string, string> {
  const found = new Map<string, string>();
  const queue: { name: string; from: string }[] = runtimeDependencies(manifest).map((name) => ({
    name,
    from: realpathSync(dir),
  }));
  while (queue.length > 0) {
    const { name, from } = queue.shift()!;
    if (found.has(name)) continue;
    const at = resolvePackageDir(name, from);
    if (!at) throw new Error(`${name} (needed from ${from}) is not installed.`);
    found.set(name, at);
    for (const next of runtimeDependencies(readManifest(at))) queue.push({ name: next, from: at });
  }
  return found;
}
