// The one tsup preset every publishable package builds with: ESM + .d.ts, one entry per
// public door (package.json "exports"), dependencies left external.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { defineConfig } from 'tsup';
import { typedDoors } from './doors.js';

/**
 * The workspace's build (`pnpm build`, scripts/build-types.mjs) emits every package's
 * declarations in one TypeScript program and names its folder here; a package built alone
 * bundles its own with tsup.
 */
const prebuiltTypes = process.env.STOREROOM_PREBUILT_TYPES;

/**
 * Copies this package's prebuilt declarations into `dist/types/` and writes each door's
 * `types` file (package.json "exports") as a re-export of its source's declaration.
 */
function installPrebuiltTypes() {
  const packageDir = process.cwd();
  const workspaceRoot = resolve(prebuiltTypes, '..');
  const emitted = join(prebuiltTypes, relative(workspaceRoot, packageDir), 'src');
  if (!existsSync(emitted)) throw new Error(`No prebuilt declarations for ${packageDir} in ${emitted}.`);
  const typesDir = join(packageDir, 'dist', 'types');
  cpSync(emitted, typesDir, { recursive: true });
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  for (const { source, types } of typedDoors(pkg)) {
    const declaration = join(
      typesDir,
      relative(join(packageDir, 'src'), join(packageDir, source)).replace(/\.tsx?$/, '.d.ts'),
    );
    const door = join(packageDir, types);
    let specifier = relative(dirname(door), declaration).replace(/\.d\.ts$/, '.js');
    if (!specifier.startsWith('.')) specifier = `./${specifier}`;
    const hasDefault = /^export default |^export \{[^}]*\bas default\b|^export \{ default\b/m.test(
      readFileSync(declaration, 'utf8'),
    );
    writeFileSync(
      door,
      `export * from '${specifier}';\n${hasDefault ? `export { default } from '${specifier}';\n` : ''}`,
    );
  }
}

/**
 * @param {{ entry: Record<string, string> | string[], platform?: 'neutral' | 'node' | 'browser', banner?: Record<string, string>, loader?: Record<string, string> }} options
 */
export function definePackageConfig(options) {
  return defineConfig({
    entry: options.entry,
    format: ['esm'],
    dts: !prebuiltTypes,
    onSuccess: prebuiltTypes ? async () => installPrebuiltTypes() : undefined,
    clean: true,
    sourcemap: true,
    splitting: true,
    treeshake: true,
    target: 'es2022',
    platform: options.platform ?? 'neutral',
    outDir: 'dist',
    banner: options.banner,
    loader: options.loader,
    // Workspace packages are peers at run time: never bundle another @storeroom package.
    external: [/^@storeroom\//],
  });
}

/** The public doors of a Storeroom plugin package (its package.json "exports"). */
export const PLUGIN_ENTRIES = {
  index: 'src/index.ts',
  contract: 'src/contract/index.ts',
  client: 'src/client.ts',
  server: 'src/server/plugin.ts',
};

/**
 * A plugin package's build: its four doors (admin manifest, contract, client, server part),
 * platform-neutral. `entry` adds doors of its own.
 *
 * @param {{ entry?: Record<string, string> }} [options]
 */
export function definePluginConfig(options = {}) {
  return definePackageConfig({ entry: { ...PLUGIN_ENTRIES, ...options.entry }, platform: 'neutral' });
}
