/**
 * The assembled admin's server: the reference server with every first-party plugin,
 * serving the built admin. Run through `npm start` (or `pnpm serve`).
 */
import { fileURLToPath } from 'node:url';
import { DEMO_CREDENTIALS, createServer, listen } from '@storeroom/server';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
const apiOnly = process.env.STOREROOM_API_ONLY === '1';
const adminDist = fileURLToPath(new URL('./dist', import.meta.url));

const { app } = createServer(apiOnly ? {} : { adminDist });
const running = await listen(app, { port, host });

console.log(`\nStoreroom admin is running at ${running.url}/admin\n`);
console.log(`  owner     ${DEMO_CREDENTIALS.owner.email} / ${DEMO_CREDENTIALS.owner.password}`);
console.log(`  employee  ${DEMO_CREDENTIALS.employee.email} / ${DEMO_CREDENTIALS.employee.password}\n`);

async function shutdown() {
  await running.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
