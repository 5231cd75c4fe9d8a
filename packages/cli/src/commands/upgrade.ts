import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { CliError } from '../lib/errors';
import { MIGRATIONS, projectReader } from '../lib/migrations';
import type { Manifest, Migration, UpgradeProject } from '../lib/migrations';
import { terminal } from '../lib/output';
import type { Output } from '../lib/output';
import { cliPackageRoot, cliVersion } from '../lib/package-root';
import { findMonorepo } from '../lib/workspace';

export const upgradeOptionsSchema = z.object({
  dir: z.string().min(1).default('.'),
  dryRun: z.boolean().default(false),
});
export type UpgradeOptions = z.input<typeof upgradeOptionsSchema>;

const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
] as const;

export interface DependencyBump {
  name: string;
  field: (typeof DEPENDENCY_FIELDS)[number];
  from: string;
  to: string;
}

export interface UpgradeResult {
  dir: string;
  /** The @storeroom ranges moved to this CLI's versions. */
  bumps: DependencyBump[];
  /** @storeroom packages left as they are, and why. */
  left: { name: string; range: string; why: string }[];
  /** The codemods that changed something, with what they changed. */
  migrations: { id: string; since: string; title: string; changes: string[] }[];
  /** Files written (none on a dry run). */
  written: string[];
}

/** The version of a package the CLI runs with (read from its package.json). */
function versionFrom(resolveFrom: string, pkg: string): string | null {
  try {
    const manifest = createRequire(join(resolveFrom, 'package.json')).resolve(`${pkg}/package.json`);
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
}

/**
 * The versions of the framework packages this CLI belongs to: its own, and those of the core,
 * ui and server it was installed with (core, ui and cli are released together).
 */
export function frameworkVersions(): Record<string, string> {
  const cli = cliVersion();
  const root = cliPackageRoot();
  const core = versionFrom(root, '@storeroom/core') ?? cli;
  const coreDir = (() => {
    try {
      return dirname(createRequire(join(root, 'package.json')).resolve('@storeroom/core/package.json'));
    } catch {
      return root;
    }
  })();
  return {
    '@storeroom/cli': cli,
    '@storeroom/core': core,
    '@storeroom/ui': versionFrom(coreDir, '@storeroom/ui') ?? core,
    '@storeroom/server': versionFrom(root, '@storeroom/server') ?? cli,
  };
}

/** The same kind of range as before (`^`, `~` or exact) at the new version. */
function rangeLike(previous: string, version: string): string {
  const prefix = /^[\^~]/.exec(previous.trim())?.[0];
  if (prefix) return `${prefix}${version}`;
  return /^\d/.test(previous.trim()) ? version : `^${version}`;
}

/**
 * Moves a plugin, private app or admin made by an earlier CLI to this one: its @storeroom/cli,
 * core, ui and server ranges to the versions this CLI comes with, then the codemods of the
 * skeleton changes since (each one recognises the old shape itself). `dryRun` says what would
 * change and writes nothing. Plugins (`@storeroom/plugin-*`) are versioned on their own and
 * left as they are; so are `workspace:`, `link:` and `file:` ranges.
 */
export async function upgrade(options: UpgradeOptions, out: Output = terminal): Promise<UpgradeResult> {
  const parsed = upgradeOptionsSchema.safeParse(options);
  if (!parsed.success) throw new CliError(parsed.error.issues[0]?.message ?? 'Invalid options.');
  const dir = resolve(parsed.data.dir);
  const { dryRun } = parsed.data;
  const manifestPath = join(dir, 'package.json');
  if (!existsSync(manifestPath)) {
    throw new CliError(`No package.json in ${dir}: run \`storeroom upgrade\` in the project's folder.`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch {
    throw new CliError(`${manifestPath} is not valid JSON.`);
  }
  const before = JSON.stringify(manifest);
  const versions = frameworkVersions();

  const bumps: DependencyBump[] = [];
  const left: UpgradeResult['left'] = [];
  for (const field of DEPENDENCY_FIELDS) {
    const deps = manifest[field];
    for (const [name, range] of Object.entries(deps ?? {})) {
      if (!name.startsWith('@storeroom/')) continue;
      const version = versions[name];
      if (/^(workspace|link|file):/.test(range)) {
        left.push({ name, range, why: 'a local package' });
      } else if (!version) {
        left.push({
          name,
          range,
          why: `versioned on its own (\`npm install ${name}@latest\` when you want it)`,
        });
      } else if (range !== rangeLike(range, version)) {
        const to = rangeLike(range, version);
        deps![name] = to;
        bumps.push({ name, field, from: range, to });
      }
    }
  }

  const writes = new Map<string, string>();
  const project: UpgradeProject = {
    dir,
    manifest,
    standalone: findMonorepo(dir) === null,
    writes,
    read: projectReader(dir, writes),
  };
  const migrations: UpgradeResult['migrations'] = [];
  for (const migration of MIGRATIONS as Migration[]) {
    const changes = migration.apply(project);
    if (changes.length > 0) {
      migrations.push({ id: migration.id, since: migration.since, title: migration.title, changes });
    }
  }
  if (JSON.stringify(manifest) !== before) {
    writes.set('package.json', `${JSON.stringify(manifest, null, 2)}\n`);
  }

  const verb = dryRun ? 'would move' : 'moved';
  for (const bump of bumps) {
    out.info(`${bump.name} ${verb} from ${bump.from} to ${bump.to} (${bump.field})`);
  }
  for (const l of left) out.info(`${l.name} ${l.range} left as it is: ${l.why}`);
  for (const m of migrations) {
    out.info(`Codemod ${m.id} (${m.since}): ${m.title}`);
    for (const change of m.changes) out.info(`  ${change}`);
  }

  const written: string[] = [];
  if (writes.size === 0) {
    out.success(`✔ Already on Storeroom ${versions['@storeroom/cli']}: nothing to change.`);
  } else if (dryRun) {
    out.info(`Dry run: nothing written (${writes.size} file${writes.size === 1 ? '' : 's'} would change).`);
  } else {
    for (const [path, text] of writes) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
      written.push(path);
    }
    out.success(`✔ Upgraded to Storeroom ${versions['@storeroom/cli']}: ${written.join(', ')}.`);
    if (bumps.length > 0) out.info('Next: `npm install`, then `npm run check`.');
  }
  return { dir, bumps, left, migrations, written };
}

export function registerUpgrade(program: Command): void {
  program
    .command('upgrade')
    .description(
      "Move a plugin or app to this CLI's Storeroom versions and run the codemods of the skeleton changes",
    )
    .option('-d, --dir <dir>', 'the project folder', '.')
    .option('--dry-run', 'say what would change, write nothing', false)
    .action(async (raw: { dir: string; dryRun: boolean }) => {
      await upgrade({ dir: raw.dir, dryRun: raw.dryRun });
    });
}
