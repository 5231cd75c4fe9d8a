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
