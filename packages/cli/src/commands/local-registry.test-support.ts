/**
 * A local npm registry for the tests that install Storeroom as a newcomer does: Verdaccio
 * (installed from the npm registry into a cache folder on first use, then reused), listening on
 * 127.0.0.1 with its storage in a temp folder, holding only the @storeroom scope. Everything
 * else still comes from the registry npm is configured with: the generated npm config sends the
 * @storeroom scope alone to the local one, so no registry address is written anywhere but in
 * that temp config, built at run time.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainEnv, pnpm, repo } from './scaffold.test-support';

/** Verdaccio 6.8 is the last that runs on Node 20 (6.9 wants Node 22), with node-fetch 2.7. */
const VERDACCIO = '6.8.0';
/** The packages a standalone plugin or private app installs, in publishing order. */
export const PUBLISHED = ['ui', 'core', 'server', 'cli'] as const;

export interface LocalRegistry {
  /** `http://127.0.0.1:<port>/` */
  url: string;
  /** An npm user config sending the @storeroom scope to this registry, with a publish token. */
  userconfig: string;
  /** The environment a command runs in to use it (npm and npx read NPM_CONFIG_USERCONFIG). */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

function sh(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = plainEnv) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env });
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}) in ${cwd}:\n${output}`);
  }
  return output;
}

/** Verdaccio's bin, installed once per version into the system's temp folder. */
async function verdaccioBin(): Promise<string> {
  const dir = join(tmpdir(), `storeroom-verdaccio-${VERDACCIO}`);
  const bin = join(dir, 'node_modules', '.bin', 'verdaccio');
  if (existsSync(bin)) return bin;
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'storeroom-local-registry',
      private: true,
      dependencies: { verdaccio: VERDACCIO },
      // Verdaccio 6.8's node-fetch 3 range does not install on Node 20.
      overrides: { 'node-fetch': '2.7.0' },
    }),
  );
  sh(dir, 'npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  return bin;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForPing(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Verdaccio exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}-/ping`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`Verdaccio did not answer on ${url} within 60 s:\n${log()}`);
}

/** Starts a registry whose storage lives in `dir` (a temp folder the caller owns). */
export async function startLocalRegistry(dir: string): Promise<LocalRegistry> {
  const bin = await verdaccioBin();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const config = join(dir, 'verdaccio.yaml');
  await writeFile(
    config,
    [
      `storage: ${JSON.stringify(join(dir, 'storage'))}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(join(dir, 'htpasswd'))}`,
      // No uplinks: the registry holds what the test publishes and nothing else.
      'uplinks: {}',
      'packages:',
      "  '@storeroom/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  let log = '';
  const child = spawn(process.execPath, [bin, '--config', config, '--listen', `127.0.0.1:${port}`], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: plainEnv,
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill();
    });
  try {
    await waitForPing(url, child, () => log);
    // A user for publishing (npm refuses to publish without a token).
    const response = await fetch(`${url}-/user/org.couchdb.user:storeroom-test`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'storeroom-test', password: 'storeroom-test-password' }),
    });
    const { token } = (await response.json()) as { token?: string };
    if (!token) throw new Error(`Verdaccio gave no token (${response.status}):\n${log}`);
    const userconfig = join(dir, 'npmrc');
    const host = url.replace(/^http:/, '');
    await writeFile(userconfig, `@storeroom:registry=${url}\n${host}:_authToken=${token}\n`);
    return { url, userconfig, env: { ...plainEnv, NPM_CONFIG_USERCONFIG: userconfig }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Builds @storeroom/ui, core, server and cli from this checkout and publishes them to the
 * registry as `version` (a prerelease unique to the run, so neither npx's cache nor npm's can
 * serve an earlier run's build): packed with pnpm (workspace ranges and publishConfig applied
 * as in a release), the version set in each packed manifest, published with npm.
 */
export async function publishWorkspace(
  registry: LocalRegistry,
  dir: string,
  version: string,
  { build = true }: { build?: boolean } = {},
): Promise<void> {
  if (build) sh(repo, pnpm, ['--filter', '@storeroom/cli...', 'run', 'build']);
  const packs = join(dir, 'packs');
  await mkdir(packs, { recursive: true });
  for (const name of PUBLISHED) {
    sh(join(repo, 'packages', name), pnpm, ['pack', '--pack-destination', packs]);
  }
  for (const file of (await readdir(packs)).filter((f) => f.endsWith('.tgz'))) {
    const unpacked = join(packs, file.replace(/\.tgz$/, ''));
    await mkdir(unpacked, { recursive: true });
    sh(packs, 'tar', ['-xzf', file, '-C', unpacked]);
    const manifestPath = join(unpacked, 'package', 'package.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, unknown>;
    manifest.version = version;
    for (const field of ['dependencies', 'peerDependencies'] as const) {
      const deps = manifest[field] as Record<string, string> | undefined;
      for (const dep of Object.keys(deps ?? {})) {
        if (PUBLISHED.some((p) => dep === `@storeroom/${p}`)) deps![dep] = version;
      }
    }
    await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    sh(
      packs,
      'npm',
      [
        'publish',
        join(unpacked, 'package'),
        '--ignore-scripts',
        '--tag',
        'latest',
        '--registry',
        registry.url,
      ],
      registry.env,
    );
  }
}
