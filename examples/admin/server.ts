/**
 * The assembled admin's server: the reference server with every plugin of the list
 * (package.json `storeroom.plugins`), serving the built admin.
 *
 * - Production: `pnpm build:server` compiles this file to dist/server/server.js (tsup);
 *   `node dist/server/server.js` or `storeroom serve` runs it. Settings come from the
 *   environment (`runServer`, @storeroom/server README "Production"): STOREROOM_JWT_SECRET
 *   (32+ bytes) is required, the first owner comes from STOREROOM_ADMIN_EMAIL /
 *   STOREROOM_ADMIN_PASSWORD on an empty database, nothing is seeded.
 * - Demo (`npm start` sets STOREROOM_DEMO=1): demo data on a fresh database, a generated
 *   secret kept in the database, the demo sign-ins printed.
 * - data: PGlite under `.data/` of this folder (STOREROOM_DATA_DIR overrides the folder;
 *   DATABASE_URL=postgres://... uses a PostgreSQL server instead); uploads in `<data>/files`.
 * - STOREROOM_DB_RESET=1 starts from an empty database (the e2e tests set it).
 * - STOREROOM_API_ONLY=1 serves the API without the built admin (`pnpm dev` serves it with Vite
 *   and sets STOREROOM_ADMIN_URL, the address printed for the admin).
 * - `node server.ts db:seed [--employees 10000]` (pnpm db:seed) loads the demo data and scale
 *   rows, then exits.
 */
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import cluster from 'node:cluster';
import {
  DEMO_CREDENTIALS,
  createServer,
  ownerCredentials,
  runServer,
  serveConfigFromEnv,
} from '@storeroom/server';
import { serverPlugins } from './server-plugins';
import { demoBanner } from './src/server/banner';

// This folder: server.ts's own, or two up from dist/server/server.js when built.
const here = dirname(fileURLToPath(import.meta.url));
const root = existsSync(join(here, 'package.json')) ? here : dirname(dirname(here));
const require = createRequire(join(root, 'package.json'));
const demo = process.env.STOREROOM_DEMO === '1';
const dataEnv = process.env.STOREROOM_DATA_DIR;
const dataDir = dataEnv ? (isAbsolute(dataEnv) ? dataEnv : resolve(root, dataEnv)) : join(root, '.data');

if (process.env.STOREROOM_DB_RESET === '1' && cluster.isPrimary) {
  rmSync(join(dataDir, 'db'), { recursive: true, force: true });
  rmSync(join(dataDir, 'files'), { recursive: true, force: true });
}

const serverOptions = {
  ...(process.env.STOREROOM_API_ONLY === '1' ? {} : { adminDist: join(root, 'dist', 'admin') }),
  // The integrators' API reference at /api/v1/reference (Scalar, served from here).
  apiReference: {
    script: join(dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js'),
  },
};

if (process.argv[2] === 'db:seed') {
  // `--employees 10000` (and plugins' keys, e.g. `--orders 100000`) → scale rows.
  const scale: Record<string, number> = {};
  const args = process.argv.slice(3);
  for (let i = 0; i < args.length; i++) {
    const m = /^--([a-z_-]+)(?:=(\d+))?$/.exec(args[i]!);
    if (!m) continue;
    const value = m[2] ?? args[i + 1];
    if (value && /^\d+$/.test(value)) {
      scale[m[1]!.replace(/-/g, '_')] = Number(value);
      if (!m[2]) i++;
    }
  }
  const config = serveConfigFromEnv(process.env, { demo: true, baseDir: root });
  const server = createServer({ ...config.serverOptions, plugins: serverPlugins });
  const result = await server.seed({ scale });
  console.log(
    result.created ? 'Demo data loaded.' : 'Demo data was already there.',
    Object.entries(result.added)
      .map(([k, n]) => `${n} ${k} added.`)
      .join(' '),
  );
  await server.close();
  process.exit(0);
}

const running = await runServer({
  plugins: serverPlugins,
  demo,
  baseDir: root,
  server: serverOptions,
}).catch(() => process.exit(1));

if (demo && cluster.isPrimary) {
  const customOwner = !!process.env.STOREROOM_ADMIN_EMAIL && !!process.env.STOREROOM_ADMIN_PASSWORD;
  console.log(
    demoBanner({
      serverUrl: running.url,
      env: process.env,
      data: running.config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : join(dataDir, 'db'),
      owner: customOwner
        ? `${ownerCredentials().email} / (STOREROOM_ADMIN_PASSWORD, when set at first start)`
        : `${DEMO_CREDENTIALS.owner.email} / ${DEMO_CREDENTIALS.owner.password}`,
      employee: `${DEMO_CREDENTIALS.employee.email} / ${DEMO_CREDENTIALS.employee.password}`,
    }),
  );
}
