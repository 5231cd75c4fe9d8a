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
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PostgresUnavailable, startPostgres } from './postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ci = process.env.CI === 'true' || process.env.CI === '1';
const outputFile = process.argv.find((a) => a.startsWith('--outputFile='))?.slice('--outputFile='.length);
const vitestArgs = process.argv.slice(2).filter((a) => !a.startsWith('--outputFile='));

function skip(reason) {
  if (ci) {
    console.error(`PostgreSQL suites: ${reason} (CI requires them).`);
    process.exit(1);
  }
  console.log(`PostgreSQL suites skipped: ${reason}`);
  process.exit(0);
}

let pg;
try {
  pg = await startPostgres();
} catch (error) {
  if (error instanceof PostgresUnavailable) skip(error.message);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    pg.stop();
    process.exit(130);
  });
}

const merged = process.env.VITEST_MERGE === '1';
let exitCode = 1;
try {
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
    // Without arguments: every database-backed project, as one merged project (`VITEST_MERGE=1`,
    // vitest.config.ts: each source transformed once) or one project each.
    ...(vitestArgs.length > 0
      ? vitestArgs
      : merged
        ? ['--project', 'packages:server']
        : projects.flatMap((p) => ['--project', p])),
    '--reporter=default',
  ];
  if (outputFile) args.push('--reporter=json', `--outputFile.json=${outputFile}`);
  console.log(`> vitest ${vitestArgs.length > 0 ? vitestArgs.join(' ') : projects.join(', ')} on PostgreSQL`);
  const tests = spawnSync('pnpm', args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: pg.url,
    },
  });
  if (tests.error) console.error(`could not run pnpm: ${tests.error.message} (is pnpm on PATH?)`);
  exitCode = tests.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  pg.stop();
}
process.exit(exitCode);
