/**
 * The admin's server: the Storeroom reference server with this admin's plugins, serving the
 * built admin from dist/ (runServer: structured logs, /api/v1/health/live and /ready, drains
 * on SIGTERM). Data: PGlite under .data/ (STOREROOM_DATA_DIR moves it; DATABASE_URL=postgres://...
 * for a PostgreSQL server).
 *
 * `npm start` runs the demo (STOREROOM_DEMO=1: demo data on first start, a generated secret).
 * Without it the server is a production one: it needs STOREROOM_JWT_SECRET (32+ bytes) and, on
 * an empty database, STOREROOM_ADMIN_EMAIL / STOREROOM_ADMIN_PASSWORD for the first owner; see
 * the @storeroom/server README, "Production".
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CREDENTIALS, runServer } from '@storeroom/server';
import { serverPlugins } from './server-plugins';

const here = fileURLToPath(new URL('.', import.meta.url));
const demo = process.env.STOREROOM_DEMO === '1';

const running = await runServer({
  plugins: serverPlugins,
  demo,
  baseDir: here,
  server: { adminDist: join(here, 'dist') },
}).catch(() => process.exit(1));

if (demo) {
  console.log(`\n__TITLE__ is running at ${running.url}/admin\n`);
  console.log(`  owner     ${DEMO_CREDENTIALS.owner.email} / ${DEMO_CREDENTIALS.owner.password}`);
  console.log(`  employee  ${DEMO_CREDENTIALS.employee.email} / ${DEMO_CREDENTIALS.employee.password}\n`);
}
