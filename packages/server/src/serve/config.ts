/**
 * A production server's settings from its environment, checked before anything starts: a
 * wrong or missing value stops the start with a message that says what to set.
 */
import { isAbsolute, join, resolve } from 'node:path';
import { DEFAULT_SUPPORT_INFO } from '../account/routes';
import { localFileStorage } from '../files/storage';
import { smtpTransport } from '../mail/smtp';
import type { CreateServerOptions } from '../server';

/** A setting is missing or wrong; the message says which and what to do. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The shortest signing secret a production server accepts, in bytes. */
export const MIN_SECRET_BYTES = 32;
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

export const CONFIG_MESSAGES = {
  secretMissing: `STOREROOM_JWT_SECRET is not set: a production server needs a random signing secret of at least ${MIN_SECRET_BYTES} bytes (for example \`openssl rand -base64 48\`).`,
  secretShort: (bytes: number) =>
    `STOREROOM_JWT_SECRET is ${bytes} bytes long: it needs at least ${MIN_SECRET_BYTES} bytes (for example \`openssl rand -base64 48\`).`,
  emptyDatabase:
    'The database has no account yet: set STOREROOM_ADMIN_EMAIL and STOREROOM_ADMIN_PASSWORD to create the first owner.',
  adminPasswordShort: 'STOREROOM_ADMIN_PASSWORD must have at least 8 characters.',
  adminEmailInvalid: 'STOREROOM_ADMIN_EMAIL is not an e-mail address.',
  workersNeedPostgres: (n: number) =>
    `${n} API processes need PostgreSQL (set DATABASE_URL): the embedded PGlite database belongs to one process.`,
  wholeNumber: (name: string, min: number, max: number) =>
    `${name} must be a whole number from ${min} to ${max}.`,
} as const;

type Env = Record<string, string | undefined>;

/** The bucket settings `s3FileStorage` takes (keys left out: the SDK's own credential chain). */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export interface ServeConfig {
  port: number;
  host: string;
  /** PostgreSQL, when set; else PGlite in `dataDir/db`. */
  databaseUrl?: string;
  dataDir: string;
  /** The signing secret (production: required, checked); demo: undefined (kept in the database). */
  secret?: string;
  /** The first owner to create on an empty database. */
  owner?: { email: string; password: string; name: string; store: string };
  shutdownTimeoutMs: number;
  workers: number;
  /** Uploads in an S3-compatible bucket (STOREROOM_S3_BUCKET) instead of `dataDir/files`; the SDK loads only then. */
  s3?: S3Settings;
  /** What `createServer` takes from the environment: database, files, mail, origins, proxy, secret. */
  serverOptions: Pick<
    CreateServerOptions,
    'database' | 'files' | 'mail' | 'adminOrigin' | 'trustProxy' | 'authRequestsPerMinute' | 'secret'
  >;
}

export interface ServeConfigOptions {
  /** Demo mode (`npm start`): no secret needed (one is kept in the database), demo data is seeded. */
  demo?: boolean;
  /** Data folder when STOREROOM_DATA_DIR is not set (relative values resolve from `baseDir`). */
  dataDir?: string;
  baseDir?: string;
}

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max)
    throw new ConfigError(CONFIG_MESSAGES.wholeNumber(name, min, max));
  return n;
}

/**
 * Reads and checks the environment.
 *
 * | variable | meaning |
 * |---|---|
 * | `PORT`, `HOST` | where to listen (4000, 127.0.0.1) |
 * | `DATABASE_URL` | PostgreSQL (else PGlite in `STOREROOM_DATA_DIR/db`) |
 * | `STOREROOM_DATA_DIR` | PGlite's folder and local uploads (`<dir>/files`) |
 * | `STOREROOM_JWT_SECRET` | signing secret, at least 32 bytes (required outside the demo) |
 * | `STOREROOM_ADMIN_EMAIL`, `STOREROOM_ADMIN_PASSWORD` (`_NAME`, `STOREROOM_STORE_NAME`) | the first owner, on an empty database |
 * | `STOREROOM_SHUTDOWN_TIMEOUT_MS` | how long SIGTERM waits for requests and jobs (10000) |
 * | `STOREROOM_WORKERS` | API processes (1; more need `DATABASE_URL`) |
 * | `STOREROOM_TRUST_PROXY=N` | client IPs from the last N X-Forwarded-For hops (your own proxies only; default 0) |
 * | `STOREROOM_AUTH_RATE_LIMIT` | sign-in, refresh and other `/auth/*` requests a client IP may make a minute (120) |
 * | `STOREROOM_ADMIN_ORIGIN` | other origins allowed to call the API (comma-separated) |
 * | `STOREROOM_S3_BUCKET` (`_ENDPOINT`, `_REGION`, `_ACCESS_KEY_ID`, `_SECRET_ACCESS_KEY`) | uploads in a bucket |
 * | `STOREROOM_SMTP_URL`, `STOREROOM_MAIL_FROM` | mail over SMTP as well as the email log |
 */
export function serveConfigFromEnv(env: Env = process.env, options: ServeConfigOptions = {}): ServeConfig {
  const baseDir = options.baseDir ?? process.cwd();
  const dataEnv = env.STOREROOM_DATA_DIR?.trim();
  const dataDir = dataEnv
    ? isAbsolute(dataEnv)
      ? dataEnv
      : resolve(baseDir, dataEnv)
    : resolve(baseDir, options.dataDir ?? '.data');
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;

  let secret = env.STOREROOM_JWT_SECRET;
  if (!options.demo) {
    if (!secret) throw new ConfigError(CONFIG_MESSAGES.secretMissing);
    const bytes = Buffer.byteLength(secret, 'utf8');
    if (bytes < MIN_SECRET_BYTES) throw new ConfigError(CONFIG_MESSAGES.secretShort(bytes));
  } else if (!secret) secret = undefined;

  const email = env.STOREROOM_ADMIN_EMAIL?.trim();
  const password = env.STOREROOM_ADMIN_PASSWORD;
  let owner: ServeConfig['owner'];
  if (email && password) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ConfigError(CONFIG_MESSAGES.adminEmailInvalid);
    if (password.length < 8) throw new ConfigError(CONFIG_MESSAGES.adminPasswordShort);
    owner = {
      email,
      password,
      name: env.STOREROOM_ADMIN_NAME?.trim() || 'Owner',
      store: env.STOREROOM_STORE_NAME?.trim() || 'My store',
    };
  }

  const workers = wholeNumber(env, 'STOREROOM_WORKERS', 1, 1, 64);
  if (workers > 1 && !databaseUrl) throw new ConfigError(CONFIG_MESSAGES.workersNeedPostgres(workers));

  return {
    port: wholeNumber(env, 'PORT', 4000, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    ...(databaseUrl ? { databaseUrl } : {}),
    dataDir,
    ...(secret ? { secret } : {}),
    ...(owner ? { owner } : {}),
    shutdownTimeoutMs: wholeNumber(
      env,
      'STOREROOM_SHUTDOWN_TIMEOUT_MS',
      DEFAULT_SHUTDOWN_TIMEOUT_MS,
      0,
      10 * 60_000,
    ),
    workers,
    ...(env.STOREROOM_S3_BUCKET
      ? {
          s3: {
            bucket: env.STOREROOM_S3_BUCKET,
            region: env.STOREROOM_S3_REGION ?? 'us-east-1',
            ...(env.STOREROOM_S3_ENDPOINT ? { endpoint: env.STOREROOM_S3_ENDPOINT } : {}),
            // Without keys the SDK's own chain (environment, instance role) is used.
            ...(env.STOREROOM_S3_ACCESS_KEY_ID && env.STOREROOM_S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: env.STOREROOM_S3_ACCESS_KEY_ID,
                  secretAccessKey: env.STOREROOM_S3_SECRET_ACCESS_KEY,
                }
              : {}),
          },
        }
      : {}),
    serverOptions: {
      database: databaseUrl ? { url: databaseUrl } : { dataDir: join(dataDir, 'db') },
      files: localFileStorage(join(dataDir, 'files')),
      ...(env.STOREROOM_SMTP_URL
        ? {
            mail: smtpTransport({
              url: env.STOREROOM_SMTP_URL,
              from: env.STOREROOM_MAIL_FROM ?? 'Storeroom <no-reply@storeroom.test>',
            }),
          }
        : {}),
      ...(env.STOREROOM_ADMIN_ORIGIN ? { adminOrigin: env.STOREROOM_ADMIN_ORIGIN.split(',') } : {}),
      // What `GET /account/support-info` answers (the contact page, the header's help).
      ...(env.STOREROOM_SUPPORT_EMAIL || env.STOREROOM_SUPPORT_PHONE || env.STOREROOM_SUPPORT_HOURS
        ? {
            support: {
              email: env.STOREROOM_SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_INFO.email,
              phone: env.STOREROOM_SUPPORT_PHONE?.trim() || DEFAULT_SUPPORT_INFO.phone,
              hours: env.STOREROOM_SUPPORT_HOURS?.trim() || DEFAULT_SUPPORT_INFO.hours,
            },
          }
        : {}),
      // The number of proxy hops in front of the server whose X-Forwarded-For entries are trusted.
      trustProxy: wholeNumber(env, 'STOREROOM_TRUST_PROXY', 0, 0, 10),
      authRequestsPerMinute: wholeNumber(env, 'STOREROOM_AUTH_RATE_LIMIT', 120, 1, 1_000_000),
      ...(secret ? { secret } : {}),
    },
  };
}
