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
import { existsSync, readFileSync, readdirSync } from 'node:fs';
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
      // The packages' tarballs carry source maps: more than Verdaccio's default 10 MB a request.
      'max_body_size: 200mb',
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

/** A workspace package: its name and folder. */
interface WorkspacePackage {
  name: string;
  dir: string;
}

/** The checkout's publishable packages by name (packages/* and packages/plugins/*). */
function workspacePackages(): Map<string, WorkspacePackage> {
  const found = new Map<string, WorkspacePackage>();
  for (const base of [join(repo, 'packages'), join(repo, 'packages', 'plugins')]) {
    for (const name of readdirSync(base)) {
      const manifest = join(base, name, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; private?: boolean };
      if (!pkg.private) found.set(pkg.name, { name: pkg.name, dir: join(base, name) });
    }
  }
  return found;
}

/**
 * The packages an install of `names` needs from this checkout: them and, through their
 * dependencies and peer dependencies, every workspace package they reach.
 */
export function publishClosure(names: readonly string[]): WorkspacePackage[] {
  const all = workspacePackages();
  const seen = new Map<string, WorkspacePackage>();
  const visit = (name: string) => {
    const pkg = all.get(name);
    if (!pkg || seen.has(name)) return;
    seen.set(name, pkg);
    const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    for (const field of ['dependencies', 'peerDependencies'])
      for (const dep of Object.keys(manifest[field] ?? {})) visit(dep);
  };
  names.forEach(visit);
  return [...seen.values()];
}

/** Runs a command without blocking the event loop; its output, or an error that shows it. */
function shAsync(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = plainEnv) {
  return new Promise<string>((done, fail) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0
        ? done(output)
        : fail(new Error(`${command} ${args.join(' ')} failed (${code}) in ${cwd}:\n${output}`)),
    );
  });
}

/**
 * Publishes `packages` of this checkout (default: @storeroom/ui, core, server and cli) to the
 * registry as `version` (a prerelease unique to the run, so neither npx's cache nor npm's can
 * serve an earlier run's build), built first unless `build` is false (their current dist/):
 * packed with pnpm (workspace ranges and publishConfig applied as in a release), the version set
 * in each packed manifest and in its dependencies on the others, published with npm.
 */
export async function publishWorkspace(
  registry: LocalRegistry,
  dir: string,
  version: string,
  {
    build = true,
    packages = PUBLISHED.map((name) => `@storeroom/${name}`),
  }: { build?: boolean; packages?: readonly string[] } = {},
): Promise<void> {
  const closure = publishClosure(packages);
  if (build) sh(repo, pnpm, [...closure.flatMap((p) => ['--filter', p.name]), 'run', 'build']);
  const names = new Set(closure.map((p) => p.name));
  const packs = join(dir, 'packs');
  await Promise.all(
    closure.map(async (pkg, index) => {
      // One folder per package: each tarball and its unpacked copy apart from the others'.
      const folder = join(packs, String(index));
      await mkdir(folder, { recursive: true });
      await shAsync(pkg.dir, pnpm, ['pack', '--pack-destination', folder]);
      const file = (await readdir(folder)).find((f) => f.endsWith('.tgz'))!;
      await shAsync(folder, 'tar', ['-xzf', file]);
      const manifestPath = join(folder, 'package', 'package.json');
      const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, unknown>;
      manifest.version = version;
      for (const field of ['dependencies', 'peerDependencies'] as const) {
        const deps = manifest[field] as Record<string, string> | undefined;
        for (const dep of Object.keys(deps ?? {})) if (names.has(dep)) deps![dep] = version;
      }
      await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
      await shAsync(
        folder,
        'npm',
        [
          'publish',
          join(folder, 'package'),
          '--ignore-scripts',
          '--tag',
          'latest',
          '--registry',
          registry.url,
        ],
        registry.env,
      );
    }),
  );
}

/** How long each phase of a newcomer's session took, in seconds, in the order they ended. */
export type PhaseTimes = { phase: string; seconds: number }[];

export interface PhaseOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Generous: a loaded CI machine (load 8 on 2 cores) runs these several times slower. */
  timeoutMs: number;
  times: PhaseTimes;
  /** The exit code the phase must end with (default 0). */
  exitCode?: number;
}

/** The last lines of a command's output, for a failure message. */
export function lastLines(output: string, count = 80): string {
  const lines = output.trimEnd().split('\n');
  return `${lines.length > count ? `[… ${lines.length - count} lines before]\n` : ''}${lines.slice(-count).join('\n')}`;
}

/** Ends a process group started with `detached: true` (npm, its node and their children). */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Runs one phase of a newcomer's session (`npm install`, `npm test`, ...) as its own process
 * group, without blocking the event loop, and records its time. It fails, naming the phase and
 * showing the end of its output, when the command exits non-zero or outlives `timeoutMs` (then
 * the whole group is ended).
 */
export function runPhase(
  phase: string,
  command: string,
  args: string[],
  { cwd, env, timeoutMs, times, exitCode = 0 }: PhaseOptions,
): Promise<string> {
  const started = Date.now();
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child, 'SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      fail(new Error(`Phase "${phase}" could not start ${command}: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const seconds = (Date.now() - started) / 1000;
      times.push({ phase, seconds });
      if (code === exitCode && !timedOut) return done(output);
      const why = timedOut
        ? `did not end within ${timeoutMs / 1000} s`
        : `exited with ${code}${exitCode === 0 ? '' : ` (not ${exitCode})`}`;
      fail(
        new Error(
          `Phase "${phase}" (${[command, ...args].join(' ')} in ${cwd}) ${why} after ${seconds.toFixed(1)} s. Its last output:\n${lastLines(output)}`,
        ),
      );
    });
  });
}

/**
 * Starts a long-running phase (`npm run dev`) as its own process group and resolves once its
 * output matches `ready`, with the match; fails, naming the phase and showing its output, if it
 * exits first or `ready` does not come within `timeoutMs`. `stop()` ends the group.
 */
export function startPhase(
  phase: string,
  command: string,
  args: string[],
  ready: RegExp,
  { cwd, env, timeoutMs, times }: PhaseOptions,
): { ready: Promise<RegExpMatchArray>; output: () => string; stop: () => Promise<void> } {
  const started = Date.now();
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  let isReady = false;
  const readyPromise = new Promise<RegExpMatchArray>((done, fail) => {
    const timer = setTimeout(() => {
      killGroup(child);
      fail(
        new Error(
          `Phase "${phase}" (${[command, ...args].join(' ')}) was not ready within ${timeoutMs / 1000} s. Its output:\n${lastLines(output)}`,
        ),
      );
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = isReady ? null : ready.exec(output);
      if (match) {
        isReady = true;
        clearTimeout(timer);
        times.push({ phase, seconds: (Date.now() - started) / 1000 });
        done(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('error', (error) => {
      clearTimeout(timer);
      fail(new Error(`Phase "${phase}" could not start ${command}: ${error.message}`));
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(
        new Error(`Phase "${phase}" exited (${code}) before it was ready. Its output:\n${lastLines(output)}`),
      );
    });
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const force = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        done();
      });
      killGroup(child);
    });
  return { ready: readyPromise, output: () => output, stop };
}

/** A free TCP port on 127.0.0.1. */
export { freePort };
