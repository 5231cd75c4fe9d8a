/**
 * The shell's first load carries every registered plugin's manifest (routes, menu, subjects,
 * API factories, search providers). Its budget is 150 KB gzip (`pnpm bench`, admin-bundle), so
 * a manifest must never reach a schema library: this walks each plugin's static imports from
 * `src/admin/plugin.ts` (value imports only; `import type` and `import()` are free) and fails
 * when one reaches zod, directly or through a local module such as `schema.ts`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const HEAVY = [/^zod(\/|$)/];

function pluginDirs(): string[] {
  const dirs = readdirSync(join(root, 'packages', 'plugins')).map((d) =>
    join(root, 'packages', 'plugins', d),
  );
  return [...dirs, join(root, 'examples', 'hello-plugin')].filter((d) =>
    existsSync(join(d, 'src', 'admin', 'plugin.ts')),
  );
}

/** Static value imports and re-exports of a module (no `import type`, no dynamic `import()`). */
function valueImports(source: string): string[] {
  const specs: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) specs.push(match[1]!);
  return specs;
}

function resolveLocal(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && !candidate.endsWith('/') && readdirSafe(candidate)) return candidate;
  return null;
}
function readdirSafe(path: string): boolean {
  try {
    readFileSync(path);
    return true;
  } catch {
    return false;
  }
}

/** The chain of modules from the manifest to a heavy package, or null. */
function heavyChain(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const spec of valueImports(readFileSync(file, 'utf8'))) {
      if (HEAVY.some((h) => h.test(spec))) return [...chain, spec];
      if (!spec.startsWith('.')) continue;
      const next = resolveLocal(file, spec);
      if (!next) continue;
      const found = walk(next, [...chain, next.slice(root.length + 1)]);
      if (found) return found;
    }
    return null;
  };
  return walk(entry, [entry.slice(root.length + 1)]);
}

describe('plugin manifests stay light', () => {
  for (const dir of pluginDirs()) {
    it(`${dir.slice(root.length + 1)}: the manifest reaches no schema library`, () => {
      expect(heavyChain(join(dir, 'src', 'admin', 'plugin.ts'))).toBeNull();
    });
  }

  it('catches a manifest that imports a schema module', () => {
    // The walker itself: a value import of a module that imports zod is found.
    expect(
      valueImports("import { z } from 'zod';\nimport type { X } from './x';\nexport * from './y';"),
    ).toEqual(['zod', './y']);
  });
});
