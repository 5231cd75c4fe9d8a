/**
 * The admin's server: the Storeroom reference server with this admin's plugins, serving the
 * built admin from dist/. Data: PGlite under .data/ (DATABASE_URL=postgres://... for a
 * PostgreSQL server). The demo data is loaded on first start.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CREDENTIALS, createServer, listen, localFileStorage } from '@storeroom/server';
import { serverPlugins } from './server-plugins';

const here = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = process.env.STOREROOM_DATA_DIR ?? join(here, '.data');

const server = createServer({
  plugins: serverPlugins,
  database: process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: join(dataDir, 'db') },
  files: localFileStorage(join(dataDir, 'files')),
  adminDist: join(here, 'dist'),
});
await server.ready();
await server.seed();
const running = await listen(server.app, { port, host });

console.log(`\n__TITLE__ is running at ${running.url}/admin\n`);
console.log(`  owner     ${DEMO_CREDENTIALS.owner.email} / ${DEMO_CREDENTIALS.owner.password}`);
console.log(`  employee  ${DEMO_CREDENTIALS.employee.email} / ${DEMO_CREDENTIALS.employee.password}\n`);

const stop = async () => {
  await running.close();
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
