/**
 * The codemods `storeroom upgrade` runs: one per change of the plugin skeleton or the plugin
 * API that a project made by an earlier CLI must take. Each one recognises the old shape
 * itself and changes nothing when it is absent, so running one twice, or on a project that
 * never had the old shape, is harmless (the project's own version range does not say which
 * CLI made it). A release that adds one also describes it in its changeset's Migration note.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Manifest = Record<string, unknown> & {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};

/** A project being upgraded: its manifest (edited in place) and the files to write. */
export interface UpgradeProject {
  dir: string;
  manifest: Manifest;
  /** A standalone project (its own tests, lint and CI), not a package of the Storeroom repo. */
  standalone: boolean;
  /** Files to write, by path relative to `dir`. */
  writes: Map<string, string>;
  /** A file's text as it will be after the writes so far, or null when it does not exist. */
  read(path: string): string | null;
}

export interface Migration {
  id: string;
  /** The CLI version whose skeleton has the new shape. */
  since: string;
  title: string;
  /** Changes the project; answers what it changed (empty: nothing to do). */
  apply(project: UpgradeProject): string[];
}

/** Every check of a plugin in one command, as its CI runs it (npm is there wherever Node is). */
export const CHECK_SCRIPT =
  'npm run typecheck && npm run lint && npm test && npm run doctor && npm run build';

/** The CI of a standalone plugin's own repository: the same `npm run check` as on a laptop. */
export const CI_WORKFLOW = `# The plugin's checks on every push and pull request: the same \`npm run check\` as on your
# machine (typecheck, lint, tests, storeroom doctor, build with publint).
name: CI
on:
  push:
  pull_request:
jobs:
  check:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - run: npm install --no-audit --no-fund
      - run: npm run check
`;

function isPlugin(project: UpgradeProject): boolean {
  return existsSync(join(project.dir, 'src', 'contract')) || project.read('src/contract.ts') !== null;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 'vitest-conditions',
    since: '0.1.0',
    title: "vitest.config.ts passes a copy of vite's readonly condition list",
    // Scaffolds of the published packages failed their own typecheck (TS2769: "readonly
    // string[]" is not assignable to "string[]") on `conditions: defaultClientConditions`.
    apply(project) {
      const text = project.read('vitest.config.ts');
      if (text === null || !/conditions: defaultClientConditions\b/.test(text)) return [];
      project.writes.set(
        'vitest.config.ts',
        text.replace(/conditions: defaultClientConditions\b/g, 'conditions: [...defaultClientConditions]'),
      );
      return ['vitest.config.ts: `conditions: [...defaultClientConditions]`'];
    },
  },
  {
    id: 'check-script-and-ci',
    since: '0.1.0',
    title: 'a plugin has a `check` script, and a standalone one a CI workflow running it',
    apply(project) {
      if (!isPlugin(project)) return [];
      const changed: string[] = [];
      const scripts = (project.manifest.scripts ??= {});
      if (!scripts.check) {
        scripts.check = CHECK_SCRIPT;
        changed.push(`package.json: the \`check\` script (${CHECK_SCRIPT})`);
      }
      if (!project.standalone) return changed;
      const workflow = '.github/workflows/ci.yml';
      if (project.read(workflow) === null) {
        project.writes.set(workflow, CI_WORKFLOW);
        changed.push(`${workflow}: runs \`npm run check\` on every push and pull request`);
      }
      return changed;
    },
  },
];

/** `read` for an UpgradeProject: pending writes first, then the disk. */
export function projectReader(dir: string, writes: Map<string, string>) {
  return (path: string): string | null => {
    const pending = writes.get(path);
    if (pending !== undefined) return pending;
    const file = join(dir, path);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
}
