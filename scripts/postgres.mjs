// A throw-away PostgreSQL cluster for tests and benchmarks (TOOLCHAIN.md "PostgreSQL on these
// machines"): initdb + pg_ctl into a temp folder, on a free port, as the `postgres` user when
// run as root; a role and a database; stopped and removed afterwards. The Debian `postgresql`
// package is installed with apt-get when missing (as root only).
//
// As a command, runs another command with the database's address in the environment:
//
//   node scripts/postgres.mjs [--env NAME] -- <command> [arguments]
//
// e.g. `node scripts/postgres.mjs --env BENCH_DATABASE_URL -- pnpm bench orders-throughput`
// (NAME defaults to DATABASE_URL). As a module: `startPostgres()` → { url, stop() }.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';

const isRoot = process.getuid?.() === 0;

/** Why PostgreSQL cannot run here (`reason`), as an error the callers can tell apart. */
export class PostgresUnavailable extends Error {}

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

/**
 * Starts a private cluster without durability (fsync and synchronous commit off: throw-away
 * data only) and creates the role `storeroom` and `database`.
 *
 * @returns the database's address and `stop()` (idempotent: stops the cluster, removes the folder)
 */
export async function startPostgres({
  database = 'storeroom_test',
  maxConnections = 200,
  log = console.log,
} = {}) {
  let bin = findBin();
  if (!bin) {
    if (!isRoot || !existsSync('/usr/bin/apt-get'))
      throw new PostgresUnavailable('PostgreSQL is not installed and cannot be installed here');
    log('> installing the postgresql package (apt-get)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update'], { env, stdio: 'inherit' });
    const install = run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      env,
      stdio: 'inherit',
    });
    bin = findBin();
    if (!install.ok || !bin) throw new PostgresUnavailable('installing the postgresql package failed');
  }
  const pgTool = (tool, args, options = {}) =>
    isRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], options)
      : run(join(bin, tool), args, options);

  const dir = mkdtempSync(join(tmpdir(), 'storeroom-pg-'));
  const data = join(dir, 'data');
  const superPassword = randomBytes(12).toString('hex');
  const password = randomBytes(12).toString('hex');
  const pwfile = join(dir, 'pw');
  writeFileSync(pwfile, `${superPassword}\n`);
  let started = false;
  const stop = () => {
    if (started) {
      pgTool('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']);
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (isRoot) {
      const id = run('id', ['-u', 'postgres']);
      const gid = run('id', ['-g', 'postgres']);
      if (!id.ok) throw new PostgresUnavailable('the postgres system user is missing');
      chownSync(dir, Number(id.out.trim()), Number(gid.out.trim()));
      chownSync(pwfile, Number(id.out.trim()), Number(gid.out.trim()));
    }
    chmodSync(dir, 0o700);
    const port = await freePort();
    log(`> PostgreSQL ${bin.split('/').at(-2)}: a temporary cluster on 127.0.0.1:${port}`);
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
    // No durability needed for a throw-away cluster (TOOLCHAIN.md).
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c synchronous_commit=off -c fsync=off -c full_page_writes=off -c max_connections=${maxConnections}`;
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
    const psql = (statement) =>
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
          statement,
        ],
        { env: { ...process.env, PGPASSWORD: superPassword } },
      );
    for (const statement of [
      // CREATEDB: test servers copy each file's database from a seeded template
      // (@storeroom/server/testing).
      `create role storeroom login createdb password '${password}'`,
      `create database ${database} owner storeroom`,
    ]) {
      const r = psql(statement);
      if (!r.ok) throw new Error(`psql failed (${statement}):\n${r.out}`);
    }
    return { url: `postgres://storeroom:${password}@127.0.0.1:${port}/${database}`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dash = args.indexOf('--');
  const own = dash === -1 ? [] : args.slice(0, dash);
  const command = dash === -1 ? args : args.slice(dash + 1);
  const envAt = own.indexOf('--env');
  const name = envAt === -1 ? 'DATABASE_URL' : own[envAt + 1];
  if (command.length === 0 || !name) {
    console.error('usage: node scripts/postgres.mjs [--env NAME] -- <command> [arguments]');
    process.exit(2);
  }
  let pg;
  try {
    pg = await startPostgres({ database: 'storeroom' });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      pg.stop();
      process.exit(130);
    });
  const child = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, [name]: pg.url },
  });
  pg.stop();
  if (child.error) console.error(`could not run ${command[0]}: ${child.error.message}`);
  process.exit(child.status ?? 1);
}
