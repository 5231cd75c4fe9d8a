/**
 * The production server: server.ts compiled to one JavaScript file (dist/server/server.js),
 * with the workspace packages and the plugins' server parts bundled from their sources (the
 * list of package.json, through plugin-list.ts). Run with `node dist/server/server.js` or
 * `storeroom serve`; no TypeScript at run time.
 *
 * Left outside the bundle (dependencies of this package): PGlite (it loads its WebAssembly
 * next to its own files), pg (its pool does not survive bundling) and drizzle-orm (the
 * sign-in throttle's store imports it by a computed name, so there must be one copy that
 * Node can find); and
 * optional modules that are never loaded in production.
 */
import { defineConfig } from 'tsup';
import { storeroomPluginsEsbuild } from './plugin-list';

export default defineConfig({
  entry: { server: 'server.ts' },
  outDir: 'dist/server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: false,
  sourcemap: true,
  clean: true,
  dts: false,
  silent: true,
  // Everything but these (tsup's noExternal wins over external, so they are left out here).
  noExternal: [/^(?!@electric-sql\/pglite|pg$|pg-native$|pino-pretty$|drizzle-orm)/],
  external: [/^@electric-sql\/pglite/, 'pg', 'pg-native', 'pino-pretty', /^drizzle-orm/],
  esbuildPlugins: [storeroomPluginsEsbuild()],
  esbuildOptions(options) {
    options.conditions = ['@storeroom/source', 'node', 'import', 'module', 'default'];
  },
  // Bundled CommonJS dependencies call require(): give the ES module one.
  banner: {
    js: "import { createRequire as __storeroomRequire } from 'node:module'; const require = __storeroomRequire(import.meta.url);",
  },
});
