import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cliVersion } from './package-root';

/**
 * The Storeroom monorepo containing `cwd`, if any: a folder with pnpm-workspace.yaml whose
 * packages/core is @storeroom/core. Inside it, `create plugin` writes packages/plugins/<id>;
 * elsewhere it writes a standalone package that depends on the published packages.
 */
export function findMonorepo(cwd: string): string | null {
  let dir = resolve(cwd);
  for (;;) {
    const core = join(dir, 'packages', 'core', 'package.json');
    if (existsSync(join(dir, 'pnpm-workspace.yaml')) && existsSync(core)) {
      try {
        if (JSON.parse(readFileSync(core, 'utf8')).name === '@storeroom/core') return dir;
      } catch {
        // not ours
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The version range standalone projects use for the published @storeroom packages. */
export function publishedRange(): string {
  return `^${cliVersion()}`;
}

/**
 * The tsconfig tsx should compile with for code under `dir`: inside the monorepo, the root
 * one, whose `include` covers every package's source (tsx applies a tsconfig's JSX setting
 * only to the files it includes, and a plugin's own tsconfig includes only its src).
 */
export function tsxTsconfigFor(dir: string): string | undefined {
  const root = findMonorepo(dir);
  return root ? join(root, 'tsconfig.json') : undefined;
}

const SCOPE = /^@?([a-z0-9-~][a-z0-9-._~]*)$/;

/** `acme` or `@acme` as `@acme`; undefined when it is not a valid npm scope. */
export function normalScope(value: string): string | undefined {
  const match = SCOPE.exec(value.trim());
  return match ? `@${match[1]}` : undefined;
}

/**
 * The developer's own npm scope, as npm reads it for `npm init --scope`: its `scope` setting
 * (the `npm_config_scope` variable, the project's or the user's .npmrc). Undefined when none is
 * set or npm cannot be asked.
 */
export function npmScope(cwd: string): string | undefined {
  const fromEnv = process.env.npm_config_scope;
  const value =
    fromEnv !== undefined
      ? fromEnv
      : spawnSync('npm', ['config', 'get', 'scope'], {
          cwd,
          encoding: 'utf8',
          timeout: 20_000,
          shell: process.platform === 'win32',
        }).stdout;
  return value ? normalScope(value) : undefined;
}
