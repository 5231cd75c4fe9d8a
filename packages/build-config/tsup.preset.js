// The one tsup preset every publishable package builds with: ESM + .d.ts, one entry per
// public door (package.json "exports"), dependencies left external.
import { defineConfig } from 'tsup';

/**
 * @param {{ entry: Record<string, string> | string[], platform?: 'neutral' | 'node' | 'browser', banner?: Record<string, string>, loader?: Record<string, string> }} options
 */
export function definePackageConfig(options) {
  return defineConfig({
    entry: options.entry,
    format: ['esm'],
    dts: true,
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
