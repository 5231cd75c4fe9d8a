// The database-backed vitest suites (project `server` and every `*:server` project) on a real
// PostgreSQL server (ARCHITECTURE.md "Tests"; TOOLCHAIN.md "PostgreSQL on these machines").
//
// Starts a private, throw-away cluster (initdb + pg_ctl into a temp folder, on a free port,
// as the `postgres` user when run as root), creates a role and a database, runs the suites
// with DATABASE_URL set, stops the cluster and removes the folder. The Debian `postgresql`
// package is installed with apt-get when missing (as root only).
//
//   node scripts/test-postgres.mjs [--outputFile=<vitest json report>] [vitest arguments]
//
// Without vitest arguments it runs every database-backed project; with them, only what they
// name (e.g. `--project admin:server src/server/production.test.ts`).
//
// Under CI=true it never skips: no PostgreSQL is a failure. Elsewhere it prints why and exits 0.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';

const root = fileURLToPath(new URL('..', import.meta.url));
const ci = process.env.CI === 'true' || process.env.CI === '1';
const outputFile = process.argv.find((a) => a.startsWith('--outputFile='))?.slice('--outputFile='.length);
const vitestArgs = process.argv.slice(2).filter((a) => !a.startsWith('--outputFile='));
const isRoot = process.getuid?.() === 0;

function skip(reason) {
  if (ci) {
    console.error(`PostgreSQL suites: ${reason} (CI requires them).`);
    process.exit(1);
  }
  console.log(`PostgreSQL suites skipped: ${reason}`);
  process.exit(0);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', ...options });
  return {
    ok: result.status === 0,
    out: `${result.stdout ?? ''}${result.stderr ?? ''}`,
    status: result.status,
  };
}

/** The newest installed server's bin folder (Debian layout), or null. */
function findBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(base, versions[0], 'bin') : null;
}

let bin = findBin();
if (!bin) {
  if (!isRoot || !existsSync('/usr/bin/apt-get'))
    skip('PostgreSQL is not installed and cannot be installed here');
  console.log('> installing the postgresql package (apt-get)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env, stdio: 'inherit' });
  const install = run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    env,
    stdio: 'inherit',
  });
  bin = findBin();
  if (!install.ok || !bin) skip('installing the postgresql package failed');
}

/** Runs a PostgreSQL tool as the `postgres` user when we are root (initdb refuses root). */
function pgTool(tool, args, options = {}) {
  if (isRoot) return run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], options);
  return run(join(bin, tool), args, options);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'storeroom-pg-'));
const data = join(dir, 'data');
const superPassword = randomBytes(12).toString('hex');
const password = randomBytes(12).toString('hex');
const pwfile = join(dir, 'pw');
writeFileSync(pwfile, `${superPassword}\n`);
if (isRoot) {
  const id = run('id', ['-u', 'postgres']);
  const gid = run('id', ['-g', 'postgres']);
  if (!id.ok) skip('the postgres system user is missing');
  chownSync(dir, Number(id.out.trim()), Number(gid.out.trim()));
  chownSync(pwfile, Number(id.out.trim()), Number(gid.out.trim()));
}
chmodSync(dir, 0o700);

let started = false;
function cleanup() {
  if (started) {
    pgTool('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']);
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

let exitCode = 1;
try {
  const port = await freePort();
  console.log(`> PostgreSQL ${bin.split('/').at(-2)}: a temporary cluster on 127.0.0.1:${port}`);
  const init = pgTool('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    `--pwfile=${pwfile}`,
    '--auth=scram-sha-256',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  if (!init.ok) throw new Error(`initdb failed:\n${init.out}`);
  // Test speed: no durability needed for a throw-away cluster (TOOLCHAIN.md).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c synchronous_commit=off -c fsync=off -c full_page_writes=off -c max_connections=200`;
  const start = pgTool('pg_ctl', [
    'start',
    '-D',
    data,
    '-o',
    options,
    '-l',
    join(dir, 'log'),
    '-w',
    '-t',
    '60',
  ]);
  if (!start.ok) throw new Error(`pg_ctl start failed:\n${start.out}`);
  started = true;
  const psql = (sql) =>
    run(
      join(bin, 'psql'),
      [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-v',
        'ON_ERROR_STOP=1',
        '-c',
        sql,
      ],
      {
        env: { ...process.env, PGPASSWORD: superPassword },
      },
    );
  for (const sql of [
    `create role storeroom login password '${password}'`,
    'create database storeroom_test owner storeroom',
  ]) {
    const r = psql(sql);
    if (!r.ok) throw new Error(`psql failed (${sql}):\n${r.out}`);
  }

  // Every project with database-backed suites: `server` and each `<name>:server`.
  const projects = ['server'];
  for (const base of ['packages/plugins', 'examples']) {
    const full = join(root, base);
    if (!existsSync(full)) continue;
    for (const name of readdirSync(full))
      if (existsSync(join(full, name, 'src', 'server'))) projects.push(`${name}:server`);
  }
  const args = [
    'exec',
    'vitest',
    'run',
    ...(vitestArgs.length > 0 ? vitestArgs : projects.flatMap((p) => ['--project', p])),
    '--reporter=default',
  ];
  if (outputFile) args.push('--reporter=json', `--outputFile.json=${outputFile}`);
  console.log(`> vitest ${vitestArgs.length > 0 ? vitestArgs.join(' ') : projects.join(', ')} on PostgreSQL`);
  const tests = spawnSync('pnpm', args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: `postgres://storeroom:${password}@127.0.0.1:${port}/storeroom_test`,
    },
  });
  exitCode = tests.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  cleanup();
}
process.exit(exitCode);
