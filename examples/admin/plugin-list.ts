/**
 * The assembled admin's ONE plugin list is `storeroom.plugins` in this folder's package.json:
 * package names, in menu order. Everything else is derived from it:
 *
 * - the browser bundle: `virtual:storeroom-plugins` (the Vite plugin below) imports each
 *   package's main entry and exports `plugins` (the manifests);
 * - the built server (tsup, the esbuild plugin below) replaces `server-plugins.ts` with static
 *   imports of each package's `./server` entry (packages without one have no server part);
 * - under Node (tests, `tsx`): `loadAdminPlugins()` / `loadServerPlugins()` import the same
 *   packages at run time.
 *
 * `storeroom create plugin <id> --register` adds a name to the list (and the dependency).
 *
 * Why package.json and not a TypeScript file: the list is data (package names), beside the
 * dependencies it must match; the CLI edits it as JSON, not by patching source around markers;
 * and the bundler plugins read it without running TypeScript that imports React or the server.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginManifest } from '@storeroom/core';
import type { ServerPlugin } from '@storeroom/server';
import { pickPlugin } from './src/pick-plugin';

const here = dirname(fileURLToPath(import.meta.url));
const pickPluginFile = join(here, 'src', 'pick-plugin.ts');

/** The package names of the list, in menu order. */
export function pluginPackages(dir = here): string[] {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    storeroom?: { plugins?: unknown };
  };
  const list = pkg.storeroom?.plugins;
  if (!Array.isArray(list) || !list.every((n) => typeof n === 'string'))
    throw new Error(`${join(dir, 'package.json')}: "storeroom.plugins" must list plugin package names.`);
  return list as string[];
}

/** The installed package.json of a dependency, looked up the way Node does (node_modules upwards). */
function installedManifest(name: string, from: string): { exports?: Record<string, unknown> } {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file))
      return JSON.parse(readFileSync(file, 'utf8')) as { exports?: Record<string, unknown> };
    if (dirname(dir) === dir) throw new Error(`Plugin package ${name} is not installed (pnpm install).`);
  }
}

/** The list's packages that have a server part (a `./server` export). */
export function serverPluginPackages(dir = here): string[] {
  return pluginPackages(dir).filter((name) => Boolean(installedManifest(name, dir).exports?.['./server']));
}

/** The one export of an admin entry that names its manifest (`<name>Plugin`), if exactly one does. */
function manifestExport(exportNames: readonly string[]): string | undefined {
  const found = exportNames.filter((n) => n.endsWith('Plugin') && !n.endsWith('ServerPlugin'));
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Source of a module that imports the list's admin or server entries and exports them.
 * `exportsOf` (the bundler's list of each admin entry's exports) lets the module import just
 * the manifest by name: a namespace import keeps every export of the package's main entry
 * (its whole contract with its schemas, its components) in the shell's first load, where only
 * the manifest belongs (ARCHITECTURE.md: "a manifest is data plus lazy loaders").
 */
export function pluginsModuleSource(
  side: 'admin' | 'server',
  dir = here,
  exportsOf: Record<string, readonly string[]> = {},
): string {
  const names = side === 'admin' ? pluginPackages(dir) : serverPluginPackages(dir);
  const entry = (name: string) => (side === 'admin' ? name : `${name}/server`);
  const named = (name: string) => (side === 'admin' ? manifestExport(exportsOf[name] ?? []) : undefined);
  return [
    `import { pickPlugin } from ${JSON.stringify(pickPluginFile)};`,
    ...names.map((name, i) => {
      const manifest = named(name);
      return manifest
        ? `import { ${manifest} as m${i} } from ${JSON.stringify(entry(name))};`
        : `import * as m${i} from ${JSON.stringify(entry(name))};`;
    }),
    `export const ${side === 'admin' ? 'plugins' : 'serverPlugins'} = [`,
    ...names.map((name, i) => {
      const manifest = named(name);
      const module = manifest ? `{ ${manifest}: m${i} }` : `m${i}`;
      return `  pickPlugin(${module}, ${JSON.stringify(name)}, '${side}'),`;
    }),
    '];',
    '',
  ].join('\n');
}

export const ADMIN_PLUGINS_MODULE = 'virtual:storeroom-plugins';

/** What the Vite plugin needs of Vite's plugin context: resolving and loading a module. */
interface ModuleLoader {
  resolve(source: string, importer?: string): Promise<{ id: string } | null>;
  load(options: { id: string }): Promise<{ exports?: readonly string[] | null }>;
}

/**
 * Vite: serves `virtual:storeroom-plugins` (the manifests, in list order) to the admin bundle.
 * Each package's manifest is imported by its export name (read from the bundler's module
 * graph), so the shell's first load carries the manifests and nothing else of the packages.
 */
export function storeroomPluginsVite(dir = here) {
  const resolved = `\0${ADMIN_PLUGINS_MODULE}`;
  // Vite's dev server keeps no exports in its module graph (`ModuleInfo.exports` throws "not
  // supported", and `pnpm dev` served a blank admin): there each entry is imported whole, which
  // costs nothing unbundled; the build imports each manifest by name.
  let build = false;
  return {
    name: 'storeroom-plugins',
    configResolved(config: { command: string }) {
      build = config.command === 'build';
    },
    resolveId: (id: string) => (id === ADMIN_PLUGINS_MODULE ? resolved : undefined),
    async load(this: ModuleLoader, id: string) {
      if (id !== resolved) return undefined;
      const exportsOf: Record<string, readonly string[]> = {};
      for (const name of build ? pluginPackages(dir) : []) {
        const module = await this.resolve(name, join(dir, 'src', 'app.tsx'));
        if (!module) continue;
        exportsOf[name] = (await this.load({ id: module.id })).exports ?? [];
      }
      return pluginsModuleSource('admin', dir, exportsOf);
    },
    configureServer(server: { watcher: { add(file: string): void } }) {
      server.watcher.add(join(dir, 'package.json'));
    },
    handleHotUpdate(ctx: { file: string; server: { restart(): Promise<void> } }) {
      if (ctx.file === join(dir, 'package.json')) void ctx.server.restart();
    },
  };
}

/** esbuild (tsup): the built server imports the list's server parts statically, in place of server-plugins.ts. */
export function storeroomPluginsEsbuild(dir = here) {
  return {
    name: 'storeroom-server-plugins',
    setup(build: {
      onResolve(
        o: { filter: RegExp },
        cb: (a: { path: string }) => { path: string; namespace: string },
      ): void;
      onLoad(
        o: { filter: RegExp; namespace: string },
        cb: () => { contents: string; resolveDir: string; loader: 'ts' },
      ): void;
    }) {
      build.onResolve({ filter: /^\.\/server-plugins(\.ts)?$/ }, () => ({
        path: 'server-plugins',
        namespace: 'storeroom-plugins',
      }));
      build.onLoad({ filter: /.*/, namespace: 'storeroom-plugins' }, () => ({
        contents: pluginsModuleSource('server', dir),
        resolveDir: dir,
        loader: 'ts',
      }));
    },
  };
}

/** The manifests, imported at run time (tests). */
export async function loadAdminPlugins(dir = here): Promise<PluginManifest[]> {
  const names = pluginPackages(dir);
  const modules = await Promise.all(names.map((name) => import(name) as Promise<Record<string, unknown>>));
  return modules.map((m, i) => pickPlugin<PluginManifest>(m, names[i]!, 'admin'));
}

/** The server parts, imported at run time (tests, `tsx server.ts`). */
export async function loadServerPlugins(dir = here): Promise<ServerPlugin[]> {
  const names = serverPluginPackages(dir);
  const modules = await Promise.all(
    names.map((name) => import(`${name}/server`) as Promise<Record<string, unknown>>),
  );
  return modules.map((m, i) => pickPlugin<ServerPlugin>(m, names[i]!, 'server'));
}
