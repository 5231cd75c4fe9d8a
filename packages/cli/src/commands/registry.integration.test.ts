/**
 * Outside the repository, for real (issue 21): the packages are published to a local registry
 * and a newcomer's commands from docs/plugin-guide.md run against it in empty folders, as
 * printed. A plugin: `npx @storeroom/cli create plugin`; with its framework ranges set back as
 * if an earlier CLI had made it, the guide's upgrade block (`npx @storeroom/cli@latest upgrade
 * --dry-run`, `npx @storeroom/cli@latest upgrade`, `npm install && npm run check`: its own
 * typecheck, lint, `npm test`, doctor and `storeroom build` with publint); `npx storeroom
 * doctor`, @arethetypeswrong/cli on the output and `storeroom dev` (the plugin's page renders in
 * Chromium). A private app, beside it:
 * `npx @storeroom/cli create private-app`, its own `npm install`, `npm test` and typecheck.
 *
 * `npm test` runs it as its own step after the build step (scripts/test-all.mjs), on the
 * packages that step built:
 *
 *   STOREROOM_REGISTRY_TEST=prebuilt pnpm exec vitest run --project cli registry  # current dist/
 *   STOREROOM_REGISTRY_TEST=1 pnpm exec vitest run --project cli registry         # build first
 *
 * npm's cache is a folder of the system's temp folder, shared by both scaffolds and kept across
 * runs (the @storeroom packages' versions are unique to a run, and the registry's port too).
 * Each phase's time is printed at the end.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  freePort,
  publishWorkspace,
  runPhase,
  startLocalRegistry,
  startPhase,
} from './local-registry.test-support';
import type { LocalRegistry, PhaseOptions, PhaseTimes } from './local-registry.test-support';
import { blocks, repo, tempDir } from './scaffold.test-support';

const mode = process.env.STOREROOM_REGISTRY_TEST;
const CHROMIUM = '/usr/bin/chromium';
const MINUTE = 60_000;
/** The private app's default plugin: published with what it reaches, as a released one would be. */
const PRIVATE_APP_PLUGIN = '@storeroom/plugin-orders';

describe.skipIf(!mode)('the published packages, from an empty folder', () => {
  let root = '';
  let registry: LocalRegistry;
  let env: NodeJS.ProcessEnv;
  const version = `0.1.0-local.${Date.now()}`;
  const times: PhaseTimes = [];
  const started = Date.now();

  const phase = (cwd: string, timeoutMs: number): PhaseOptions => ({ cwd, env, timeoutMs, times });

  beforeAll(async () => {
    if (!existsSync(CHROMIUM))
      throw new Error(`This test drives Debian's Chromium at ${CHROMIUM}: apt-get install -y chromium`);
    root = await tempDir('sr-registry-');
    let at = Date.now();
    registry = await startLocalRegistry(root);
    times.push({ phase: 'start Verdaccio', seconds: (Date.now() - at) / 1000 });
    at = Date.now();
    await publishWorkspace(registry, root, version, {
      build: mode !== 'prebuilt',
      packages: ['@storeroom/cli', PRIVATE_APP_PLUGIN],
    });
    times.push({
      phase: `publish${mode === 'prebuilt' ? '' : ' (with the build)'}`,
      seconds: (Date.now() - at) / 1000,
    });
    env = {
      ...registry.env,
      // One cache for both scaffolds (and npx), kept across runs, apart from the user's own.
      npm_config_cache: join(tmpdir(), 'storeroom-registry-test-npm-cache'),
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    };
    // npx installs the CLI into its cache once, here: the two `npx @storeroom/cli create`
    // below, started side by side, would each install it into the same folder.
    const npxVersion = await runPhase(
      'npx @storeroom/cli --version (npx installs the CLI)',
      'npx',
      ['-y', '@storeroom/cli', '--version'],
      phase(root, 10 * MINUTE),
    );
    if (!npxVersion.split('\n').some((line) => line.trim() === version))
      throw new Error(`npx @storeroom/cli --version printed ${npxVersion}, not ${version}`);
  }, 30 * MINUTE);

  afterAll(async () => {
    await registry?.stop();
    if (root) await rm(root, { recursive: true, force: true });
    const table = times.map(({ phase: name, seconds }) => `  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
    console.log(
      `Outside-the-repo test, each phase (the two scaffolds run side by side):\n${table.join('\n')}\n  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  in all`,
    );
  });

  it.concurrent(
    "npx @storeroom/cli create plugin, the guide's upgrade from the registry, then npm install and check (typecheck, lint, test, doctor, build), attw and dev in Chromium",
    { timeout: 60 * MINUTE },
    async ({ expect }) => {
      const empty = join(root, 'plugin-author');
      await mkdir(empty);

      const create = await runPhase(
        'plugin: npx @storeroom/cli create plugin',
        'npx',
        ['-y', '@storeroom/cli', 'create', 'plugin', 'gift-wrap'],
        phase(empty, 10 * MINUTE),
      );
      expect(create).toContain('cd gift-wrap && npm install');
      const dir = join(empty, 'gift-wrap');
      const manifestPath = join(dir, 'package.json');
      const made = readFileSync(manifestPath, 'utf8');
      const manifest = JSON.parse(made) as {
        name: string;
        devDependencies: Record<string, string>;
        peerDependencies: Record<string, string>;
      };
      // The scaffold depends on the version that made it, by range (peer for the framework).
      expect(manifest.peerDependencies['@storeroom/core']).toBe(`^${version}`);
      expect(manifest.devDependencies['@storeroom/cli']).toBe(`^${version}`);

      // As if an earlier CLI had made it: its framework ranges at 0.1.0, which the registry does
      // not hold (this run's version is a prerelease of it), so only an upgrade installs.
      const earlier = made.replaceAll(`"^${version}"`, '"^0.1.0"');
      expect(earlier).not.toContain(version);
      await writeFile(manifestPath, earlier);
      // The guide's upgrade block as printed (`npx @storeroom/cli@latest upgrade --dry-run`, then
      // without --dry-run, then `npm install && npm run check`): the latest CLI from the registry
      // moves the ranges back, and check runs typecheck, lint, the tests, doctor and the build.
      const upgradeBlock = blocks(readFileSync(join(repo, 'docs', 'plugin-guide.md'), 'utf8'), 'sh').find(
        (b) => b.startsWith('npx @storeroom/cli@latest upgrade --dry-run'),
      );
      expect(upgradeBlock, "docs/plugin-guide.md's upgrade block").toContain('npm install && npm run check');
      const upgraded = await runPhase(
        "plugin: the guide's upgrade block (npx @storeroom/cli@latest upgrade, npm install && npm run check)",
        'bash',
        ['-c', `set -e\n${upgradeBlock}`],
        phase(dir, 40 * MINUTE),
      );
      expect(upgraded).toContain(`@storeroom/core would move from ^0.1.0 to ^${version} (peerDependencies)`);
      expect(upgraded).toContain('Dry run: nothing written (1 file would change).');
      expect(upgraded).toContain(`@storeroom/cli moved from ^0.1.0 to ^${version} (devDependencies)`);
      expect(upgraded).toContain(`✔ Upgraded to Storeroom ${version}: package.json.`);
      // The upgrade gave back exactly the manifest this CLI makes.
      expect(readFileSync(manifestPath, 'utf8')).toBe(made);
      // The CLI's bin is linked once (issue 21 item 2: 26 "Failed to create bin" warnings).
      expect(upgraded).not.toMatch(/Failed to create bin/);
      const installed = JSON.parse(
        readFileSync(join(dir, 'node_modules', '@storeroom', 'core', 'package.json'), 'utf8'),
      ) as { version: string };
      expect(installed.version).toBe(version);
      // check's steps, each seen in its output: the tests, doctor and the build (typecheck and
      // lint print nothing; check stops at the first script that fails).
      expect(upgraded).toMatch(/Tests\s+\S*16 passed/);
      expect(upgraded).toContain('The plugin follows the conventions.');
      expect(upgraded).toContain('Built and checked.');
      expect(existsSync(join(dir, 'dist', 'contract.d.ts'))).toBe(true);

      // The installed CLI's own command (issue 21 item 2: `npx storeroom` found no executable).
      const npxDoctor = await runPhase(
        'plugin: npx storeroom doctor',
        'npx',
        ['storeroom', 'doctor'],
        phase(dir, 10 * MINUTE),
      );
      expect(npxDoctor).toContain('The plugin follows the conventions.');
      // The built package's types resolve as each consumer resolves them (an ESM-only package:
      // node16 from ESM and bundlers; a CommonJS require is not offered).
      const attw = await runPhase(
        'plugin: attw --pack',
        join(repo, 'packages', 'cli', 'node_modules', '.bin', 'attw'),
        ['--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped'],
        phase(dir, 5 * MINUTE),
      );
      expect(attw).toContain(manifest.name);

      // `storeroom dev`: the shell and the reference server with only this plugin, in Chromium.
      const [port, apiPort] = [await freePort(), await freePort()];
      const dev = startPhase(
        'plugin: npm run dev (until it serves)',
        'npm',
        ['run', 'dev', '--', '--port', String(port), '--api-port', String(apiPort)],
        /storeroom dev: (http:\/\/\S+)/,
        phase(dir, 10 * MINUTE),
      );
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu'],
      });
      try {
        const [, url] = await dev.ready;
        const at = Date.now();
        const page = await browser.newPage();
        await page.goto(`${url}/gift-wrap`);
        await page.getByLabel('Email').fill('owner@storeroom.test', { timeout: 5 * MINUTE });
        await page.getByLabel('Password').fill('storeroom-owner');
        await page.getByRole('button', { name: 'Log in' }).click();
        // The plugin's list, with its seeded items, from its own server part.
        await page
          .getByRole('grid', { name: 'Gift wrap' })
          .getByText('Welcome item')
          .waitFor({ timeout: 5 * MINUTE });
        expect(page.url()).toMatch(/\/admin\/gift-wrap$/);
        times.push({ phase: 'plugin: the dev page in Chromium', seconds: (Date.now() - at) / 1000 });
      } catch (error) {
        throw new Error(
          `Phase "plugin: storeroom dev in Chromium" failed: ${(error as Error).message}\nstoreroom dev's output:\n${dev.output().slice(-6000)}`,
        );
      } finally {
        await browser.close();
        await dev.stop();
      }
    },
  );

  it.concurrent(
    'npx @storeroom/cli create private-app, then npm install, test and typecheck',
    { timeout: 60 * MINUTE },
    async ({ expect }) => {
      const empty = join(root, 'integrator');
      await mkdir(empty);

      await runPhase(
        'private app: npx @storeroom/cli create private-app',
        'npx',
        ['-y', '@storeroom/cli', 'create', 'private-app', 'order-export'],
        phase(empty, 10 * MINUTE),
      );
      const dir = join(empty, 'order-export');
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      expect(manifest.dependencies['@storeroom/core']).toBe(`^${version}`);

      await runPhase('private app: npm install', 'npm', ['install'], phase(dir, 20 * MINUTE));
      const installed = JSON.parse(
        readFileSync(join(dir, 'node_modules', '@storeroom', 'plugin-orders', 'package.json'), 'utf8'),
      ) as { version: string };
      expect(installed.version).toBe(version);

      const [tests] = await Promise.all([
        runPhase('private app: npm test', 'npm', ['test'], phase(dir, 20 * MINUTE)),
        runPhase('private app: npm run typecheck', 'npm', ['run', 'typecheck'], phase(dir, 10 * MINUTE)),
      ]);
      expect(tests).toMatch(/Tests\s+\S*2 passed/);

      // `npm run export` runs the program as installed, no Node flag needed (issue 21 item 8);
      // without a store to talk to it says what to set.
      const unset = { ...env, STOREROOM_URL: '', STOREROOM_TOKEN: '' };
      const exported = await runPhase(
        'private app: npm run export (no token yet)',
        'npm',
        ['run', 'export'],
        {
          ...phase(dir, 5 * MINUTE),
          env: unset,
          exitCode: 1,
        },
      );
      expect(exported).toContain('Set STOREROOM_URL and STOREROOM_TOKEN: see README.md');
    },
  );
});
