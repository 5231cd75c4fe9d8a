/**
 * Test helpers for the server and plugins' server parts: a seeded server on a real database
 * (PGlite in memory; on DATABASE_URL a database copied from a seeded template, or a schema of
 * its own), and a small request helper over `app.request()` (no port).
 *
 * @example
 * const t = await createTestServer({ plugins: [ordersServer] });
 * afterAll(() => t.close());
 * const owner = await t.login(DEMO_CREDENTIALS.owner);
 * const res = await t.request('GET', '/orders', { token: owner });
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { signAccessToken } from './auth/tokens';
import type { AccessClaims } from './auth/tokens';
import { openDatabase } from './db/database';
import { coreTables, schemaDrift } from './db/drift';
import type { Database } from './db/database';
import type { AccessRule } from '@storeroom/core/access';
import { createHttpClient } from '@storeroom/core/client';
import type { Account, HttpClient } from '@storeroom/core/client';
import { ownerCredentials } from './seed';
import type { SeedResult } from './seed';
import { createServer } from './server';
import type { CreateServerOptions, StoreroomServer } from './server';

export { coreTables, schemaDrift } from './db/drift';
export { readLiveStream } from './live/test-stream';
export { eventProbe } from './test-support/event-probe';
export { openApiDocument, undocumentedCalls } from './test-support/api-reference';
export type { OpenApiDocument } from './test-support/api-reference';
export type { LiveTestStream, ReceivedLiveEvent } from './live/test-stream';

/** A signed-in session on a test server: tokens and the account as the server answers it. */
export interface TestSession {
  tokens: { accessToken: string; refreshToken: string };
  account: Account;
}

export interface TestServer {
  server: StoreroomServer;
  app: StoreroomServer['app'];
  seeded: SeedResult;
  /** Sends a request; `body` is sent as JSON unless it is FormData or a string. */
  request(
    method: string,
    path: string,
    init?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Signs in and returns the access token (throws unless 200). */
  login(credentials: { email: string; password: string }): Promise<string>;
  /**
   * A `fetch` that answers from this server in-process (any origin; the path and query are
   * kept): give it to an admin test (`createTestAdmin({ fetch })`) or an HTTP client, so
   * screens and clients meet the server's real rules.
   */
  fetch: typeof fetch;
  /**
   * The admin's own HTTP client on this server, signed in with a session or a token: give it
   * to a contract's `createClient` to read or change what the server holds in a test.
   */
  http(as: TestSession | string): HttpClient;
  /** Signs in and returns the tokens and the account as the server sees them (for admin tests). */
  session(credentials: { email: string; password: string }): Promise<TestSession>;
  /**
   * A new employee of the main store with these access rules, signed in: what a limited or
   * full employee sees and may do, on the server's real rules.
   */
  employeeSession(access: readonly AccessRule[]): Promise<TestSession>;
  /**
   * A new employee of the main store (no access unless given), signed in, whose rules the
   * owner can change: for tests that walk one employee through several access levels.
   *
   * @example
   * const clerk = await t.employee();
   * await clerk.setAccess([{ subject: 'orders', rule: 1, options: [] }]);
   * expect((await t.request('GET', '/orders', { token: clerk.token })).status).toBe(200);
   */
  employee(access?: readonly AccessRule[]): Promise<TestEmployee>;
  /**
   * Switches a signed-in owner to another store of the account (`POST /account/stores`;
   * default the seeded second store) and returns the access token for that store.
   */
  switchStore(token: string, storeId?: number): Promise<string>;
  close(): Promise<void>;
}

/** An employee made by `TestServer.employee()`. */
export interface TestEmployee {
  id: number;
  /** The employee's access token. */
  token: string;
  /** Replaces the employee's access rules, as the owner (throws unless the server accepts them). */
  setAccess(access: readonly AccessRule[]): Promise<void>;
}

/** The test runner's file hooks (vitest's or jest's `beforeAll` and `afterAll`). */
export interface SuiteHooks {
  beforeAll(fn: () => Promise<void>, timeout?: number): void;
  afterAll(fn: () => Promise<void>): void;
}

/**
 * One test server for a test file, the demo owner signed in: give `start` to `beforeAll` and
 * `close` to `afterAll` (or pass the runner's hooks and it registers them), read `t` and
 * `owner` inside tests. `start` again (a `beforeEach`) replaces the server with a fresh one.
 *
 * @example
 * const s = ownerSuite(() => createTestServer({ plugins: [collectionsServerPlugin] }), { beforeAll, afterAll });
 * it('lists', async () => expect((await s.t.request('GET', '/collections', { token: s.owner.tokens.accessToken })).status).toBe(200));
 */
export function ownerSuite<T extends TestServer = TestServer>(
  open: () => Promise<T>,
  hooks?: SuiteHooks & { timeout?: number },
): OwnerSuite<T> {
  let server: { t: T; owner: TestSession } | undefined;
  const started = () => {
    if (!server) throw new Error('The test server starts in beforeAll: read it inside tests.');
    return server;
  };
  const suite: OwnerSuite<T> = {
    get t() {
      return started().t;
    },
    get owner() {
      return started().owner;
    },
    async start() {
      await server?.t.close();
      const t = await open();
      server = { t, owner: await t.session(ownerCredentials()) };
    },
    async close() {
      await server?.t.close();
      server = undefined;
    },
  };
  if (hooks) {
    hooks.beforeAll(suite.start, hooks.timeout);
    hooks.afterAll(suite.close);
  }
  return suite;
}

/** A test file's server and signed-in owner (`ownerSuite`). */
export interface OwnerSuite<T extends TestServer = TestServer> {
  readonly t: T;
  readonly owner: TestSession;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A freshly initialised, empty PGlite data folder, made once per PGlite version and kept in
 * the temp folder: loading it (~0.5 s) is much cheaper than PGlite's own first start
 * (initdb, 2–30 s on a busy machine; TOOLCHAIN.md). It holds nothing of ours, so it never
 * goes stale when migrations or seeds change.
 */
async function emptySnapshot(): Promise<Blob | undefined> {
  try {
    // The package does not export its package.json: find it beside its entry file.
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const manifest = JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    const version = manifest.version;
    const file = join(tmpdir(), `storeroom-pglite-empty-${version}.tar.gz`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const client = await PGlite.create();
      const dump = await client.dumpDataDir('gzip');
      await client.close();
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    }
  } catch {
    return undefined;
  }
}

function isFormData(body: unknown): body is FormData {
  return (
    typeof body === 'object' && body !== null && Object.prototype.toString.call(body) === '[object FormData]'
  );
}

/** The form with its text fields before its files, as the admin's client sends it. */
function fieldsFirst(form: FormData): FormData {
  const ordered = new FormData();
  const files: [string, File][] = [];
  form.forEach((value, name) =>
    typeof value === 'string' ? ordered.append(name, value) : files.push([name, value]),
  );
  for (const [name, file] of files) ordered.append(name, file);
  return ordered;
}

/** A form's multipart bytes (any realm's FormData and File: the test DOM's included). */
async function multipartBody(form: FormData): Promise<{ body: Uint8Array; type: string }> {
  const boundary = `----storeroom-test-${randomBytes(8).toString('hex')}`;
  const text = new TextEncoder();
  const parts: Uint8Array[] = [];
  // forEach, not entries(): code that compiles this file without the DOM iterable typings
  // (a private app's typecheck) must accept it too.
  const fields: [string, FormDataEntryValue][] = [];
  form.forEach((value, name) => fields.push([name, value]));
  // Fields before files, as the admin's client sends them (a streaming server reads the
  // upload type before the files).
  fields.sort(([, a], [, b]) => Number(typeof a !== 'string') - Number(typeof b !== 'string'));
  for (const [name, value] of fields) {
    if (typeof value === 'string') {
      parts.push(
        text.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
      continue;
    }
    parts.push(
      text.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\n` +
          `Content-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`,
      ),
      new Uint8Array(await value.arrayBuffer()),
      text.encode('\r\n'),
    );
  }
  parts.push(text.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    body.set(part, at);
    at += part.length;
  }
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The same session's access token, signed again with the test server's `secret` to expire in
 * `seconds`: for tests of what happens when a token runs out (a live stream ends, a client
 * renews it).
 *
 * @example
 * const t = await createTestServer({ secret });
 * const soon = await expiringToken(await t.login(DEMO_CREDENTIALS.owner), secret, 2);
 */
export async function expiringToken(accessToken: string, secret: string, seconds: number): Promise<string> {
  const { sub, store_id, kind, fam } = decodeJwt(accessToken) as unknown as AccessClaims;
  return signAccessToken(new TextEncoder().encode(secret), { sub, store_id, kind, fam }, seconds);
}

/** Runs `work` with a one-off connection to `url`, closed after it. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Opens the test database: PGlite in memory, or a fresh schema on DATABASE_URL. */
export async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const snapshot = await emptySnapshot();
    const database = await openDatabase(snapshot ? { snapshot } : {});
    return { database, dispose: () => database.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ url, schema, poolSize: 4 });
  return {
    database,
    async dispose() {
      await database.close();
      await withClient(url, async (client) => {
        await client.query(`drop schema if exists "${schema}" cascade`);
        // The job queue's schema beside it (pg-boss, see jobs/queue.ts).
        await client.query(`drop schema if exists "${schema}_jobs" cascade`);
      });
    },
  };
}

/** A test file's empty database (`databaseSuite`). */
export interface DatabaseSuite {
  readonly database: Database;
  /** Runs raw SQL (statements need no result) and answers its rows. */
  query<T>(sql: string): Promise<T[]>;
}

/**
 * One empty test database for a test file (`openTestDatabase`), opened in `beforeAll` and
 * disposed of in `afterAll` (pass the runner's hooks): for migration and start-up tests that
 * need no seeded server.
 *
 * @example
 * const d = databaseSuite({ beforeAll, afterAll });
 * it('migrates', async () => {
 *   await runMigrations(d.database.db, [{ owner: 'orders', migrations }]);
 *   expect(await d.query('select count(*)::int as n from orders')).toEqual([{ n: 0 }]);
 * });
 */
export function databaseSuite(hooks: SuiteHooks & { timeout?: number }): DatabaseSuite {
  let opened: { database: Database; dispose(): Promise<void> } | undefined;
  const database = () => {
    if (!opened) throw new Error('The test database opens in beforeAll: read it inside tests.');
    return opened.database;
  };
  hooks.beforeAll(async () => {
    opened = await openTestDatabase();
  }, hooks.timeout);
  hooks.afterAll(async () => {
    await opened?.dispose();
    opened = undefined;
  });
  return {
    get database() {
      return database();
    },
    async query<T>(query: string) {
      return ((await database().db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
    },
  };
}

/**
 * Migration drift of a plugin set (README "Migrations"): applies every migration (core and
 * `plugins`) to a fresh test database and lists where the schema differs from the core's and
 * the plugins' Drizzle tables (`tables`), one line per table or column; empty when they agree.
 *
 * @example
 * expect(await migrationDrift([ordersServer, customersServer])).toEqual([]);
 */
export async function migrationDrift(plugins: CreateServerOptions['plugins'] = []): Promise<string[]> {
  const { database, dispose } = await openTestDatabase();
  const server = createServer({ plugins, database });
  try {
    await server.ready();
    return await schemaDrift(database.db, [
      ...coreTables,
      ...plugins.flatMap((p) => Object.values(p.tables ?? {})),
    ]);
  } finally {
    await server.close();
    await dispose();
  }
}

/**
 * Seeded databases of this test run, by plugin set: the first test file that starts a server
 * with a given set of plugins migrates and seeds it and leaves a snapshot; later files start
 * from the snapshot (PGlite only). Kept per run (`STOREROOM_TEST_RUN`, set by the vitest
 * config), so a changed migration or seed is never served stale by a later run. The key is
 * each plugin's id, migrations, demo access and seed source: two plugins made by one factory
 * with different options must have different ids (or pass `seedSnapshot: false`).
 */
function seedKey(plugins: CreateServerOptions['plugins']): string {
  return createHash('sha256')
    .update(
      JSON.stringify(
        (plugins ?? []).map((p) => [p.id, p.migrations ?? [], p.demoAccess ?? {}, String(p.seed ?? '')]),
      ),
    )
    .digest('hex')
    .slice(0, 16);
}

function seededSnapshotFile(plugins: CreateServerOptions['plugins']): string | undefined {
  const run = process.env.STOREROOM_TEST_RUN;
  if (!run || process.env.DATABASE_URL) return undefined;
  return join(tmpdir(), `storeroom-seeded-${run.replace(/[^a-z0-9-]/gi, '')}-${seedKey(plugins)}.tar.gz`);
}

/** `url` with its database name replaced. */
function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Runs `statement` (a drop, rename or copy of database `name`) once no session uses `name`: a
 * closed pool's connections leave a moment after `end()` resolves, and an autovacuum worker may
 * visit a fresh database. After 30 s this role's sessions there are ended by force.
 */
async function whenUnused(admin: pg.Client, name: string, statement: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await admin.query(statement);
      return;
    } catch (error) {
      // 55006: "database is being accessed by other users".
      if ((error as { code?: string }).code !== '55006' || Date.now() > deadline + 30_000) throw error;
    }
    if (Date.now() > deadline)
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and usename = current_user and pid <> pg_backend_pid()',
        [name],
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const dropStatement = (name: string) => `drop database if exists "${name}"`;

/** DATABASE_URLs whose role may not create databases (no template copies there). */
const cannotCreateDatabases = new Set<string>();

/**
 * The PostgreSQL counterpart of the seeded snapshots: the first test file of a run with a given
 * plugin set migrates and seeds a template database (`sr_tpl_<run>_<key>`); every file then gets
 * its own database copied from it (`CREATE DATABASE ... TEMPLATE`, a file copy on the server)
 * instead of migrating and seeding a schema of its own (seconds per file with every plugin).
 * Templates of earlier runs are dropped when a run makes its first one. An advisory lock keeps
 * two workers from building or copying one template at once.
 */
async function openSeededPostgresDatabase(
  url: string,
  options: Omit<CreateServerOptions, 'database'>,
): Promise<{ database: Database; dispose(): Promise<void> } | undefined> {
  if (cannotCreateDatabases.has(url)) return undefined;
  const run = (process.env.STOREROOM_TEST_RUN ?? 'run').toLowerCase().replace(/[^a-z0-9]/g, '_');
  const template = `sr_tpl_${run}_${seedKey(options.plugins)}`.slice(0, 63);
  const name = `sr_test_${randomBytes(8).toString('hex')}`;
  const madeCopy = await withClient(url, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) {
        const stale = await admin.query<{ datname: string }>(
          "select datname from pg_database where datname like 'sr\\_tpl\\_%' and datname not like $1 and datname not like '%\\_build'",
          [`sr\\_tpl\\_${run}\\_%`],
        );
        for (const { datname } of stale.rows) await whenUnused(admin, datname, dropStatement(datname));
        const building = `${template.slice(0, 57)}_build`;
        await whenUnused(admin, building, dropStatement(building));
        try {
          await admin.query(`create database "${building}"`);
        } catch (error) {
          // A role without CREATEDB: each file migrates and seeds a schema of its own instead.
          if ((error as { code?: string }).code !== '42501') throw error;
          cannotCreateDatabases.add(url);
          return undefined;
        }
        try {
          const database = await openDatabase({ url: databaseUrl(url, building), poolSize: 4 });
          const server = createServer({ trustProxy: true, ...options, database });
          try {
            await server.ready();
            await server.seed();
          } finally {
            await server.close();
            await database.close();
          }
          await whenUnused(admin, building, `alter database "${building}" rename to "${template}"`);
        } catch (error) {
          await whenUnused(admin, building, dropStatement(building)).catch(() => undefined);
          throw error;
        }
      }
      await whenUnused(admin, template, `create database "${name}" template "${template}"`);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
    return true;
  });
  if (!madeCopy) return undefined;
  const database = await openDatabase({ url: databaseUrl(url, name), poolSize: 4 });
  return {
    database,
    async dispose() {
      await database.close();
      await withClient(url, (client) => whenUnused(client, name, dropStatement(name)));
    },
  };
}

async function openSeededTestDatabase(
  file: string | undefined,
): Promise<{ database: Database; dispose(): Promise<void>; fromSnapshot: boolean }> {
  if (file) {
    try {
      const database = await openDatabase({ snapshot: new Blob([await readFile(file)]) });
      return { database, dispose: () => database.close(), fromSnapshot: true };
    } catch {
      // No snapshot yet (or an unreadable one): migrate and seed below.
    }
  }
  return { ...(await openTestDatabase()), fromSnapshot: false };
}

export async function createTestServer(
  options: Omit<CreateServerOptions, 'database'> & {
    /** Share (default) or not the run's seeded snapshot of this plugin set. */
    seedSnapshot?: boolean;
  } = {},
): Promise<TestServer> {
  const file = options.seedSnapshot === false ? undefined : seededSnapshotFile(options.plugins);
  const url = process.env.DATABASE_URL;
  const copied =
    url && options.seedSnapshot !== false && process.env.STOREROOM_TEST_RUN
      ? await openSeededPostgresDatabase(url, options)
      : undefined;
  const { database, dispose, fromSnapshot } = copied
    ? { ...copied, fromSnapshot: true }
    : await openSeededTestDatabase(file);
  const server = createServer({ trustProxy: true, authRequestsPerMinute: 100_000, ...options, database });
  await server.ready();
  const seeded = { ...(await server.seed()), created: true };
  if (file && !fromSnapshot && database.dump) {
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(partial, new Uint8Array(await (await database.dump()).arrayBuffer()));
    await rename(partial, file);
  }
  const request: TestServer['request'] = (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) body = fieldsFirst(init.body);
    else if (typeof init.body === 'string') body = init.body;
    else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    const url = path.startsWith('/api/') || path.startsWith('/uploads/') ? path : `/api/v1${path}`;
    return Promise.resolve(server.app.request(url, { method, headers, body }));
  };
  const inProcessFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // A test DOM's FormData (jsdom) is not one Node's Request can read: send its bytes.
    const upload = isFormData(init?.body) ? await multipartBody(init.body) : undefined;
    const request = new Request(input, upload ? { ...init, body: upload.body as unknown as BodyInit } : init);
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    if (upload) headers.set('content-type', upload.type);
    return server.app.request(`${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
      signal: request.signal,
    });
  }) as typeof fetch;
  const login: TestServer['login'] = async (credentials) => {
    const res = await request('POST', '/auth/login', { body: credentials });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const session: TestServer['session'] = async (credentials) => {
    const res = await request('POST', '/auth/login', { body: credentials });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { access_token: string; refresh_token: string };
    const accountRes = await request('GET', '/account', { token: body.access_token });
    if (accountRes.status !== 200) throw new Error(`account failed: ${accountRes.status}`);
    return {
      tokens: { accessToken: body.access_token, refreshToken: body.refresh_token },
      account: (await accountRes.json()) as Account,
    };
  };
  /** A new employee of the main store, made by the owner. */
  const newEmployee = async (access: readonly AccessRule[]) => {
    const owner = await login(ownerCredentials());
    const credentials = {
      email: `employee-${randomBytes(5).toString('hex')}@storeroom.test`,
      password: 'employee-pass-1',
    };
    const res = await request('POST', '/employees', {
      token: owner,
      body: { ...credentials, full_name: 'Test Employee', access },
    });
    if (res.status !== 201) throw new Error(`employee failed: ${res.status} ${await res.text()}`);
    return { owner, id: ((await res.json()) as { id: number }).id, credentials };
  };
  return {
    server,
    app: server.app,
    seeded,
    request,
    fetch: inProcessFetch,
    http: (as) =>
      createHttpClient({
        baseUrl: 'http://storeroom.test/api/v1',
        tokens: typeof as === 'string' ? as : as.tokens.accessToken,
        fetch: inProcessFetch,
      }),
    login,
    session,
    async employeeSession(access) {
      return session((await newEmployee(access)).credentials);
    },
    async switchStore(token, storeId = seeded.storeIds[1]) {
      const res = await request('POST', '/account/stores', { token, body: { store_id: storeId } });
      if (res.status !== 200) throw new Error(`store switch failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { access_token: string }).access_token;
    },
    async employee(access = []) {
      const { owner, id, credentials } = await newEmployee(access);
      return {
        id,
        token: await login(credentials),
        async setAccess(rules) {
          const res = await request('PATCH', `/employees/${id}`, { token: owner, body: { access: rules } });
          if (res.status !== 200) throw new Error(`access failed: ${res.status} ${await res.text()}`);
        },
      };
    },
    async close() {
      await server.close();
      await dispose();
    },
  };
}
