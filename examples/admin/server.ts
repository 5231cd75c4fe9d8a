/**
 * The assembled admin's server: the reference server with every first-party plugin,
 * serving the built admin. Run through `npm start` (or `pnpm serve`).
 *
 * - data: PGlite under `.data/` of this folder (STOREROOM_DATA_DIR overrides the folder;
 *   DATABASE_URL=postgres://... uses a PostgreSQL server instead); uploads in `<data>/files`.
 * - STOREROOM_DB_RESET=1 starts from an empty database (the e2e tests set it).
 * - the demo data is loaded on first start; the owner's sign-in comes from
 *   STOREROOM_ADMIN_EMAIL / STOREROOM_ADMIN_PASSWORD when set then.
 * - STOREROOM_S3_BUCKET (+ _ENDPOINT, _REGION, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY) keeps uploads in an
 *   S3-compatible bucket instead of `<data>/files`.
 * - STOREROOM_SMTP_URL (smtp://user:pass@host:587) sends mail over SMTP too; STOREROOM_MAIL_FROM
 *   names the sender.
 * - `node server.ts db:seed [--employees 10000]` (pnpm db:seed) loads the demo data and scale
 *   rows, then exits.
 */
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEMO_CREDENTIALS,
  createServer,
  listen,
  localFileStorage,
  ownerCredentials,
  s3FileStorage,
  smtpTransport,
} from '@storeroom/server';
import type { ServerPlugin } from '@storeroom/server';
import { serverPlugins } from './server-plugins';

const here = fileURLToPath(new URL('.', import.meta.url));
const require = createRequire(import.meta.url);
const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
const apiOnly = process.env.STOREROOM_API_ONLY === '1';
const adminDist = join(here, 'dist');
const dataEnv = process.env.STOREROOM_DATA_DIR;
const dataDir = dataEnv ? (isAbsolute(dataEnv) ? dataEnv : resolve(here, dataEnv)) : join(here, '.data');
const databaseUrl = process.env.DATABASE_URL;

/** The plugins' server parts (server-plugins.ts). */
const plugins: ServerPlugin[] = serverPlugins;

if (process.env.STOREROOM_DB_RESET === '1') {
  rmSync(join(dataDir, 'db'), { recursive: true, force: true });
  rmSync(join(dataDir, 'files'), { recursive: true, force: true });
}

const server = createServer({
  plugins,
  database: databaseUrl ? { url: databaseUrl } : { dataDir: join(dataDir, 'db') },
  // Uploads on local disk, or in an S3-compatible bucket when STOREROOM_S3_BUCKET is set.
  files: process.env.STOREROOM_S3_BUCKET
    ? s3FileStorage({
        endpoint:
          process.env.STOREROOM_S3_ENDPOINT ??
          `https://s3.${process.env.STOREROOM_S3_REGION ?? 'us-east-1'}.amazonaws.com`,
        bucket: process.env.STOREROOM_S3_BUCKET,
        region: process.env.STOREROOM_S3_REGION ?? 'us-east-1',
        accessKeyId: process.env.STOREROOM_S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: process.env.STOREROOM_S3_SECRET_ACCESS_KEY ?? '',
      })
    : localFileStorage(join(dataDir, 'files')),
  // Mail always goes to the email log; to SMTP as well when STOREROOM_SMTP_URL is set.
  ...(process.env.STOREROOM_SMTP_URL
    ? {
        mail: smtpTransport({
          url: process.env.STOREROOM_SMTP_URL,
          from: process.env.STOREROOM_MAIL_FROM ?? 'Storeroom <no-reply@storeroom.test>',
        }),
      }
    : {}),
  ...(apiOnly ? {} : { adminDist }),
  // The integrators' API reference at /api/v1/reference (Scalar, served from here).
  apiReference: {
    script: join(dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js'),
  },
  ...(process.env.STOREROOM_ADMIN_ORIGIN
    ? { adminOrigin: process.env.STOREROOM_ADMIN_ORIGIN.split(',') }
    : {}),
  trustProxy: process.env.STOREROOM_TRUST_PROXY === '1',
});
await server.ready();

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

await server.seed();
const running = await listen(server.app, { port, host });
const customOwner = !!process.env.STOREROOM_ADMIN_EMAIL && !!process.env.STOREROOM_ADMIN_PASSWORD;

console.log(`\nStoreroom admin is running at ${running.url}/admin\n`);
console.log(`  data      ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : join(dataDir, 'db')}`);
console.log(
  customOwner
    ? `  owner     ${ownerCredentials().email} / (STOREROOM_ADMIN_PASSWORD, when set at first start)`
    : `  owner     ${DEMO_CREDENTIALS.owner.email} / ${DEMO_CREDENTIALS.owner.password}`,
);
console.log(`  employee  ${DEMO_CREDENTIALS.employee.email} / ${DEMO_CREDENTIALS.employee.password}\n`);

async function shutdown() {
  await running.close();
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
