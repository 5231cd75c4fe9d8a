/**
 * Outside the repository, for real (issue 21): the packages are published to a local registry
 * and a newcomer's first commands from docs/plugin-guide.md run against it in an empty folder,
 * as printed: `npx @storeroom/cli create plugin`, then the new plugin's own `npm install`,
 * `npm test`, typecheck, lint, doctor and build.
 *
 * It takes several minutes (a build of four packages and a cold npm install of a plugin's
 * toolchain), over the CI budget, so it runs only with STOREROOM_REGISTRY_TEST=1:
 *
 *   STOREROOM_REGISTRY_TEST=1 pnpm exec vitest run --project cli registry
 *
 * STOREROOM_REGISTRY_TEST=prebuilt publishes the packages' current dist/ without building.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishWorkspace, startLocalRegistry } from './local-registry.test-support';
import type { LocalRegistry } from './local-registry.test-support';
import { tempDir } from './scaffold.test-support';

const mode = process.env.STOREROOM_REGISTRY_TEST;

describe.skipIf(!mode)('the published packages, from an empty folder', () => {
  let root = '';
  let registry: LocalRegistry;
  const version = `0.1.0-local.${Date.now()}`;

  function npm(cwd: string, args: string[], command = 'npm') {
    const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: registry.env });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  }

  beforeAll(async () => {
    root = await tempDir('sr-registry-');
    registry = await startLocalRegistry(root);
    await publishWorkspace(registry, root, version, { build: mode !== 'prebuilt' });
  }, 900_000);

  afterAll(async () => {
    await registry?.stop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it(
    'npx @storeroom/cli create plugin, then npm install, test, typecheck, lint, doctor and build',
    { timeout: 1_200_000 },
    async () => {
      const empty = join(root, 'newcomer');
      await mkdir(empty);

      const create = npm(empty, ['-y', '@storeroom/cli', 'create', 'plugin', 'gift-wrap'], 'npx');
      expect(create.status, create.output).toBe(0);
      expect(create.output).toContain('cd gift-wrap && npm install');
      const dir = join(empty, 'gift-wrap');
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        devDependencies: Record<string, string>;
        peerDependencies: Record<string, string>;
      };
      // The scaffold depends on the version that made it, by range (peer for the framework).
      expect(manifest.peerDependencies['@storeroom/core']).toBe(`^${version}`);
      expect(manifest.devDependencies['@storeroom/cli']).toBe(`^${version}`);

      const install = npm(dir, ['install', '--no-audit', '--no-fund']);
      expect(install.status, install.output).toBe(0);
      const installed = JSON.parse(
        readFileSync(join(dir, 'node_modules', '@storeroom', 'core', 'package.json'), 'utf8'),
      ) as { version: string };
      expect(installed.version).toBe(version);

      const tests = npm(dir, ['test']);
      expect(tests.status, tests.output).toBe(0);
      expect(tests.output).toMatch(/Tests\s+\S*16 passed/);

      for (const script of ['typecheck', 'lint']) {
        const result = npm(dir, ['run', script]);
        expect(result.status, `${script}:\n${result.output}`).toBe(0);
      }

      const doctor = npm(dir, ['run', 'doctor']);
      expect(doctor.status, doctor.output).toBe(0);
      expect(doctor.output).toContain('The plugin follows the conventions.');

      const build = npm(dir, ['run', 'build']);
      expect(build.status, build.output).toBe(0);
      expect(build.output).toContain('Built and checked.');
      expect(existsSync(join(dir, 'dist', 'contract.d.ts'))).toBe(true);
    },
  );
});
