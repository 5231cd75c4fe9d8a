/**
 * `storeroom upgrade` on a plugin scaffolded as an earlier CLI made it (older @storeroom
 * ranges, no `check` script nor CI workflow, vitest conditions passed as vite's readonly list):
 * a dry run says what would change and writes nothing; the upgrade moves the ranges to this
 * CLI's versions and runs the codemods; a second run has nothing left to do.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError } from '../lib/errors';
import { recorder } from '../lib/output';
import { cliVersion } from '../lib/package-root';
import { createProgram } from '../index';
import { createPlugin } from './create-plugin';
import { tempDir } from './scaffold.test-support';
import { frameworkVersions, upgrade } from './upgrade';

type Manifest = {
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

async function readJson(path: string): Promise<Manifest> {
  return JSON.parse(await readFile(path, 'utf8')) as Manifest;
}

/** A standalone plugin as the previous CLI scaffolded it. */
async function previousScaffold(): Promise<string> {
  const cwd = await tempDir('sr-upgrade-');
  const { dir } = await createPlugin({ id: 'gift-wrap', cwd }, recorder());
  const manifestPath = join(dir, 'package.json');
  const manifest = await readJson(manifestPath);
  for (const deps of [manifest.devDependencies, manifest.peerDependencies]) {
    for (const name of Object.keys(deps)) if (name.startsWith('@storeroom/')) deps[name] = '^0.0.9';
  }
  manifest.devDependencies['@storeroom/plugin-orders'] = '^0.0.9';
  delete manifest.scripts.check;
  await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
  await rm(join(dir, '.github'), { recursive: true });
  const vitestConfig = join(dir, 'vitest.config.ts');
  const config = await readFile(vitestConfig, 'utf8');
  await writeFile(
    vitestConfig,
    config.replace('conditions: [...defaultClientConditions]', 'conditions: defaultClientConditions'),
  );
  return dir;
}

async function snapshot(dir: string) {
  return {
    manifest: await readFile(join(dir, 'package.json'), 'utf8'),
    vitest: await readFile(join(dir, 'vitest.config.ts'), 'utf8'),
    ci: existsSync(join(dir, '.github', 'workflows', 'ci.yml')),
  };
}

describe('storeroom upgrade', () => {
  it('on a dry run, says what would change and writes nothing', { timeout: 60_000 }, async () => {
    const dir = await previousScaffold();
    const before = await snapshot(dir);
    const out = recorder();
    const result = await upgrade({ dir, dryRun: true }, out);

    const version = cliVersion();
    expect(out.lines).toContain(`@storeroom/cli would move from ^0.0.9 to ^${version} (devDependencies)`);
    expect(out.lines).toContain(
      `@storeroom/core would move from ^0.0.9 to ^${frameworkVersions()['@storeroom/core']} (peerDependencies)`,
    );
    expect(out.lines).toContain(
      '@storeroom/plugin-orders ^0.0.9 left as it is: versioned on its own (`npm install @storeroom/plugin-orders@latest` when you want it)',
    );
    expect(result.migrations.map((m) => m.id)).toEqual(['vitest-conditions', 'check-script-and-ci']);
    expect(out.lines.at(-1)).toBe('Dry run: nothing written (3 files would change).');
    expect(result.written).toEqual([]);
    expect(await snapshot(dir)).toEqual(before);
  });

  it('moves the ranges, runs the codemods, then has nothing left to do', { timeout: 60_000 }, async () => {
    const dir = await previousScaffold();
    const out = recorder();
    const result = await upgrade({ dir }, out);
    expect(result.written.sort()).toEqual(['.github/workflows/ci.yml', 'package.json', 'vitest.config.ts']);

    const versions = frameworkVersions();
    const manifest = await readJson(join(dir, 'package.json'));
    expect(manifest.devDependencies['@storeroom/cli']).toBe(`^${versions['@storeroom/cli']}`);
    expect(manifest.devDependencies['@storeroom/ui']).toBe(`^${versions['@storeroom/ui']}`);
    expect(manifest.peerDependencies['@storeroom/server']).toBe(`^${versions['@storeroom/server']}`);
    expect(manifest.devDependencies['@storeroom/plugin-orders']).toBe('^0.0.9');
    expect(manifest.scripts.check).toBe(
      'npm run typecheck && npm run lint && npm test && npm run doctor && npm run build',
    );
    expect(await readFile(join(dir, '.github', 'workflows', 'ci.yml'), 'utf8')).toContain('npm run check');
    expect(await readFile(join(dir, 'vitest.config.ts'), 'utf8')).toContain(
      'conditions: [...defaultClientConditions]',
    );
    expect(out.lines).toContain('Next: `npm install`, then `npm run check`.');

    const again = recorder();
    const second = await upgrade({ dir }, again);
    expect(second.written).toEqual([]);
    expect(again.lines.at(-1)).toBe(
      `✔ Already on Storeroom ${versions['@storeroom/cli']}: nothing to change.`,
    );
  });

  it('keeps the kind of range and leaves local packages alone', async () => {
    const dir = await tempDir('sr-upgrade-app-');
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({
        name: 'orders-export',
        dependencies: { '@storeroom/core': '0.0.9', '@storeroom/ui': '~0.0.9' },
        devDependencies: { '@storeroom/cli': 'link:../storeroom/packages/cli' },
      }),
    );
    const result = await upgrade({ dir }, recorder());
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const versions = frameworkVersions();
    expect(manifest.dependencies).toEqual({
      '@storeroom/core': versions['@storeroom/core'],
      '@storeroom/ui': `~${versions['@storeroom/ui']}`,
    });
    expect(manifest.devDependencies['@storeroom/cli']).toBe('link:../storeroom/packages/cli');
    expect(result.left).toEqual([
      { name: '@storeroom/cli', range: 'link:../storeroom/packages/cli', why: 'a local package' },
    ]);
    // Not a plugin: no plugin codemod applies.
    expect(result.migrations).toEqual([]);
  });

  it('refuses a folder without package.json, writing nothing', async () => {
    const dir = await tempDir('sr-upgrade-empty-');
    await mkdir(join(dir, 'src'));
    await expect(upgrade({ dir }, recorder())).rejects.toThrow(
      new CliError(`No package.json in ${dir}: run \`storeroom upgrade\` in the project's folder.`),
    );
    expect(existsSync(join(dir, 'package.json'))).toBe(false);
  });

  it('is the `upgrade` command, with --dry-run', async () => {
    const dir = await tempDir('sr-upgrade-cmd-');
    const manifest = JSON.stringify({ name: 'x', dependencies: { '@storeroom/core': '^0.0.1' } });
    await writeFile(join(dir, 'package.json'), manifest);
    const logs: string[] = [];
    const log = console.log;
    console.log = (m: string) => void logs.push(m);
    try {
      await createProgram().parseAsync(['node', 'storeroom', 'upgrade', '--dry-run', '--dir', dir]);
    } finally {
      console.log = log;
    }
    expect(logs[0]).toBe(
      `@storeroom/core would move from ^0.0.1 to ^${frameworkVersions()['@storeroom/core']} (dependencies)`,
    );
    expect(await readFile(join(dir, 'package.json'), 'utf8')).toBe(manifest);
  });
});
