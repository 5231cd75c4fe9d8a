/**
 * One vitest config with a project per package: jsdom for React packages, node for the
 * server and the CLI. Plugins get two projects: `<id>` (admin side, jsdom) and
 * `<id>:server` (server side, node). Stories are rendered once by the `stories` project.
 */
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

const root = import.meta.dirname;
// One id per test run: test servers share seeded database snapshots within a run only
// (@storeroom/server/testing), so a changed seed is never served stale by a later run.
if (!process.env.STOREROOM_TEST_RUN) {
  const run = `${Date.now()}-${process.pid}`;
  process.env.STOREROOM_TEST_RUN = run;
  // The run's snapshots (tens of MB a run) go with it.
  process.on('exit', () => {
    for (const name of readdirSync(tmpdir()))
      if (name.startsWith(`storeroom-seeded-${run}-`)) rmSync(join(tmpdir(), name), { force: true });
  });
}
const source = '@storeroom/source';
/**
 * `VITEST_INTEGRATION=skip` leaves out the CLI's whole-program tests (`*.integration.test.ts`):
 * `npm test` runs them in a step of their own, beside the e2e tests (scripts/test-all.mjs).
 */
const skipped = process.env.VITEST_INTEGRATION === 'skip' ? ['**/*.integration.test.ts'] : [];
const nodePackages = new Set(['server', 'cli']);
/**
 * Test workers get a larger young generation: a test file allocates a great deal of short-lived
 * garbage (React's development build, jsdom, PGlite's query results), and with V8's default
 * 16 MB semi-space its scavenges were about a sixth of an admin test file's CPU profile; at
 * 64 MB they are fewer (about 4% less CPU for the same files, run side by side).
 */
const workerExecArgv = ['--max-semi-space-size=64'];

function browserProject(
  name: string,
  dir: string,
  include: string[],
  exclude: string[] = [],
): TestProjectInlineConfiguration {
  return {
    plugins: [react()],
    resolve: { conditions: [source, ...defaultClientConditions] },
    test: {
      name,
      root: dir,
      environment: 'jsdom',
      execArgv: workerExecArgv,
      // Files of one worker share its module cache (React, Radix, the server and the plugins are
      // imported once per worker instead of once per file; every admin test file imports them
      // all). What a file could leave behind is reset after it (vitest.setup.ts: timers, spies,
      // globals, storage, the URL); each file still gets its own database from the run's seeded
      // snapshot. `VITEST_ISOLATE=1` isolates every file again, to tell a leak from a bug.
      isolate: process.env.VITEST_ISOLATE === '1',
      include,
      exclude: ['**/node_modules/**', '**/dist/**', '**/templates/**', ...skipped, ...exclude],
      setupFiles: [join(root, 'vitest.setup.ts')],
      css: false,
      // Interaction tests (userEvent through a whole screen) on a busy 2-core machine can take
      // several seconds, and at load 20 (CI beside other work) a whole flow took 19 s; a
      // timeout is for hangs, not for slowness.
      testTimeout: 60_000,
      // Admin tests start the real server in-process (migrations and demo data) before they run.
      hookTimeout: 120_000,
    },
  };
}

// Node's own conditions: the bundlers' `module` would pick ES builds Node cannot load (the
// AWS SDK's `dist-es`, with extensionless imports) where Node itself takes the CommonJS build.
const nodeConditions = defaultServerConditions.filter((condition) => condition !== 'module');

function nodeProject(
  name: string,
  dir: string,
  include: string[],
  exclude: string[] = [],
): TestProjectInlineConfiguration {
  return {
    resolve: { conditions: [source, ...nodeConditions] },
    ssr: { resolve: { conditions: [source, ...nodeConditions], externalConditions: [source] } },
    test: {
      name,
      root: dir,
      environment: 'node',
      execArgv: workerExecArgv,
      include,
      exclude: ['**/node_modules/**', '**/dist/**', '**/templates/**', ...skipped, ...exclude],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
}

function packageDirs(base: string): string[] {
  const full = join(root, base);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((name) => existsSync(join(full, name, 'package.json')) && existsSync(join(full, name, 'src')))
    .map((name) => join(base, name));
}

const tests = ['src/**/*.test.{ts,tsx}'];
/** One package's tests: in jsdom (`browser`) or in node, from its folder. */
interface PackageTests {
  kind: 'browser' | 'node';
  name: string;
  dir: string;
  include: string[];
  exclude?: string[];
}
const packageTests: PackageTests[] = [];

for (const dir of packageDirs('packages')) {
  const name = dir.split('/').pop()!;
  packageTests.push(
    nodePackages.has(name)
      ? { kind: 'node', name, dir, include: tests }
      : { kind: 'browser', name, dir, include: tests, exclude: ['src/server/**'] },
  );
}
/** Packages without React (private apps, scripts) test in node. */
function usesReact(dir: string): boolean {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  return ['dependencies', 'peerDependencies', 'devDependencies'].some((field) => Boolean(pkg[field]?.react));
}

for (const dir of [...packageDirs('packages/plugins'), ...packageDirs('examples')]) {
  const name = dir.split('/').pop()!;
  if (!usesReact(dir)) {
    packageTests.push({ kind: 'node', name, dir, include: tests });
    continue;
  }
  packageTests.push({ kind: 'browser', name, dir, include: tests, exclude: ['src/server/**'] });
  if (existsSync(join(root, dir, 'src', 'server'))) {
    packageTests.push({ kind: 'node', name: `${name}:server`, dir, include: ['src/server/**/*.test.ts'] });
  }
}

const projects: TestProjectInlineConfiguration[] = [];
if (process.env.VITEST_MERGE === '1') {
  // One jsdom project and one node project for every package (`npm test` does this): one Vite
  // server transforms each source file once instead of once per package, and a jsdom worker
  // imports React, the ui, the core and the server once for all the packages' files it runs
  // (`isolate: false`) instead of once per package. Project names (`--project orders`) are
  // the per-package ones below, without it.
  // The database-backed node tests (`server`, every `<name>:server`) are a project of their own,
  // `packages:server`, which the PostgreSQL suite runs (scripts/test-postgres.mjs).
  const databaseBacked = (p: PackageTests) => p.name === 'server' || p.name.endsWith(':server');
  const groups = [
    { name: 'packages', kind: 'browser', of: (p: PackageTests) => p.kind === 'browser' },
    {
      name: 'packages:server',
      kind: 'node',
      of: (p: PackageTests) => p.kind === 'node' && databaseBacked(p),
    },
    { name: 'packages:node', kind: 'node', of: (p: PackageTests) => p.kind === 'node' && !databaseBacked(p) },
  ] as const;
  for (const { name, kind, of } of groups) {
    const group = packageTests.filter(of);
    const include = group.flatMap((p) => p.include.map((glob) => `${p.dir}/${glob}`));
    const exclude = group.flatMap((p) => (p.exclude ?? []).map((glob) => `${p.dir}/${glob}`));
    projects.push(
      kind === 'browser'
        ? browserProject(name, root, include, exclude)
        : nodeProject(name, root, include, exclude),
    );
  }
} else {
  for (const p of packageTests) {
    const dir = join(root, p.dir);
    projects.push(
      p.kind === 'browser'
        ? browserProject(p.name, dir, p.include, p.exclude)
        : nodeProject(p.name, dir, p.include),
    );
  }
}
// Repo tooling (lint rules, scripts) runs in node.
projects.push(nodeProject('repo', root, ['eslint/**/*.test.ts', 'scripts/**/*.test.ts']));
// Every story rendered once, with an axe check (see .storybook/stories.test.tsx).
projects.push(browserProject('stories', root, ['.storybook/stories.test.tsx']));

/**
 * Files known to run long (the CLI's whole-program tests, which install, build and test a
 * generated project, and the story sweep): minutes each. With nothing cached (a fresh clone,
 * as in CI), vitest would start them in project order, and the last of them would run alone on
 * one core while the other waits; started first, the short files fill in beside them.
 */
const LONG_FILES = [/\.integration\.test\.tsx?$/, /[/\\]\.storybook[/\\]stories\.test\.tsx$/];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONG_FILES.some((pattern) => pattern.test(file.moduleId));
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

export default defineConfig({
  test: {
    projects,
    sequence: { sequencer: LongFilesFirst },
    // Vitest's default is one worker less than the cores: one on CI's 2-core machine. Measured
    // there on the same tests (1,306), the unit step took 1,094 s with one worker and 748 s with
    // two (test files wait on in-process servers, databases and child processes). `--maxWorkers`
    // overrides.
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: process.env.CI ? ['default'] : ['default'],
  },
});
