/**
 * createServer: the reference back end (ARCHITECTURE.md "Reference server"): Hono routes
 * under /api/v1, the database with migrations, auth, the resource engine and plugins.
 */
import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { STANDARD_SUBJECTS, mergeSubjects } from '@storeroom/core/access';
import type { AccessSubject } from '@storeroom/core/access';
import { coreContract } from '@storeroom/core/contract';
import { DEFAULT_SUPPORT_INFO, accountRoutes } from './account/routes';
import { storeSettingsRoutes } from './store-settings/routes';
import type { StoreSettingsOptions } from './store-settings/routes';
import type { SupportInfo } from './account/routes';
import { clientIpOf, trustedHops } from './auth/client-ip';
import { SESSION_HEADER } from './auth/cookie';
import { mountAuthRoutes } from './auth/routes';
import { authCacheMigrations } from './auth/caller-cache';
import { AuthService, DEFAULT_THROTTLE } from './auth/service';
import type { ThrottleOptions } from './auth/service';
import type { ServerServices } from './context';
import { coreMigrations } from './db/core-migrations';
import { openDatabase } from './db/database';
import type { Database, Executor, OpenDatabaseOptions } from './db/database';
import { runMigrations } from './db/migrate';
import { serverSecrets, stores } from './db/schema';
import { employeesResource } from './employees/resource';
import { filesResource, honestConnection, mountFileRoutes, mountUploads } from './files/routes';
import { memoryFileStorage } from './files/storage';
import type { FileStorage } from './files/storage';
import { HttpError, forbidden } from './http/errors';
import { loadStoreContext } from './store-context';
import { ActionLimiter } from './http/rate-limit';
import { emailLogsResource } from './mail/email-logs';
import { mailMigrations } from './mail/email-log-area';
import { MAIL_JOB, createMailer, mailJob } from './mail/mailer';
import { createJobQueue } from './jobs/queue';
import type { JobQueueOptions } from './jobs/queue';
import { mountJobRoutes } from './jobs/routes';
import { jobMigrations } from './jobs/table';
import type { MailTransport } from './mail/mailer';
import type { ActionRoute, ServerPlugin } from './plugin';
import {
  createPrivateAppToken,
  privateAppsPeopleOnly,
  privateAppsResource,
  revokePrivateAppToken,
} from './private-apps/resource';
import { mountResource } from './resource/engine';
import { checkServerPlugins } from './plugins/check';
import type { AnyResource } from './resource/engine';
import { actionContext, assertCan } from './runtime';
import type { Api, AppEnv, RouteAccess, Runtime } from './runtime';
import { mountAction } from './http/mount-action';
import { buildOpenApiDocument } from './openapi';
import { mountApiReference } from './reference';
import type { ApiReferenceOptions } from './reference';
import { createPluginBus } from './plugins/services';
import type { LiveBus } from './live/bus';
import { databaseLiveBus } from './live/database-bus';
import { mountLive } from './live/route';
import type { LiveRouteOptions } from './live/route';
import { seedDemo, seedDemoCore, seedDemoPlugins } from './seed';
import { DEMO_SEED_JOB, demoSeedJob, demoSeedPending } from './demo-seed-job';
import type { SeedOptions, SeedResult } from './seed';
import { serveAdmin } from './static';
import { mountHealth } from './health/routes';
import { createLogger } from './logging/logger';
import type { Logger } from './logging/logger';
import { requestLogging } from './logging/requests';

/** The message of every unexpected failure: never a stack trace (spec 1 §8). */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong, please contact support or try again later.';

export interface CreateServerOptions {
  /** Folder of the built admin to serve (production mode). */
  adminDist?: string;
  /** Plugins' server parts: tables, migrations, resources, actions, seeds. */
  plugins?: readonly ServerPlugin[];
  /** An open database, or how to open one; default: PGlite in memory. */
  database?: Database | OpenDatabaseOptions;
  /** Where uploads go; default: memory (give `localFileStorage(dir)` for real use). */
  files?: FileStorage;
  /** Outgoing mail delivery; default: the email log only. */
  mail?: MailTransport;
  /** Origins allowed to call the API from a browser (the admin's, when served elsewhere); default: same origin only. */
  adminOrigin?: string | readonly string[];
  /** Access-token signing secret; default STOREROOM_JWT_SECRET, else one kept in the database (shared by instances). */
  secret?: string;
  /**
   * Login throttling (auth/throttle.ts), shared through the database: default 5 attempts per
   * account from one IP and 20 per IP in 15 minutes, then that IP is refused; past 5 failures
   * from all IPs an account's sign-ins wait a growing delay (1 s doubling to 30 s), never a lockout.
   */
  throttle?: Partial<ThrottleOptions>;
  /** Requests per minute per IP on /auth/* (default 120). */
  authRequestsPerMinute?: number;
  /**
   * Proxies in front of the server whose X-Forwarded-For entries are trusted: `1` (or `true`)
   * takes the last entry (what your proxy saw), `2` the one before it; entries left of them
   * are the client's claim and ignored. Default none (the socket's address).
   */
  trustProxy?: boolean | number;
  /** GET /account/support-info. */
  support?: SupportInfo;
  /** The general settings' store addresses and where deleting a store leads (store-settings/routes.ts). */
  storeSettings?: StoreSettingsOptions;
  /** Largest JSON body, in bytes (default 1 MB). */
  jsonBodyLimit?: number;
  /** Largest POST /files body, in bytes (default: what the largest upload type allows, 401 MB). */
  uploadBodyLimit?: number;
  /** Where unexpected errors are reported (default: the logger, with the request id and stack). */
  onError?(error: unknown): void;
  /**
   * Background jobs (pg-boss on this database): polling interval, and how long `close()` waits
   * for running jobs (default 30 s) before aborting them.
   */
  jobs?: JobQueueOptions;
  /** Structured logs (pino); default `createLogger()`: JSON lines on stdout, nothing secret or personal. */
  logger?: Logger;
  /**
   * Serves the API reference page at `/api/v1/reference` (the OpenAPI document rendered by
   * Scalar's standalone script, served from here); without it only `/api/v1/openapi.json`.
   */
  apiReference?: ApiReferenceOptions;
  /** The live channel's stream timings (`GET /api/v1/live`): heartbeat (25 s) and retry hint (3 s). */
  live?: Pick<LiveRouteOptions, 'heartbeatMs' | 'retryMs'>;
}

export interface StoreroomServer {
  app: Hono<AppEnv>;
  /** Opens the database and applies pending migrations (once; requests also wait for it). */
  ready(): Promise<void>;
  /** The open database (after `ready()`). */
  database(): Database;
  /** Every access subject the server knows: the standard ones and those its plugins use. */
  subjects: readonly AccessSubject[];
  /** The live channel's bus: `live.publish(event)` reaches the open `GET /api/v1/live` streams it may. */
  live: LiveBus;
  /** Loads the demo data once, then scale rows (`{ scale: { employees: 10000 } }`). */
  seed(options?: SeedOptions): Promise<SeedResult>;
  /**
   * The demo as `npm start` loads it: on a database without an account, writes the owner, the
   * stores and the employees now and queues the job (`core.demo-seed`) that loads the plugins'
   * demo data with progress; readiness answers 503 until it has finished. Answers the job's id
   * (undefined when the database already had an account: nothing is loaded twice).
   */
  startDemoSeed(options?: Pick<SeedOptions, 'owner'>): Promise<{ created: boolean; jobId?: string }>;
  /** The server's logger (each request's lines also carry its id). */
  logger: Logger;
  /** Readiness answers 503 from now on (the first step of draining before `close()`). */
  beginShutdown(): void;
  /** Closes the database (when the server opened it). */
  close(): Promise<void>;
}

function isDatabase(value: CreateServerOptions['database']): value is Database {
  return !!value && 'db' in value && 'close' in value;
}

/** A small fixed-window limiter per key (auth endpoints), kept in memory per instance. */
function windowLimiter(perMinute: number) {
  const hits = new Map<string, { start: number; n: number }>();
  return (key: string): boolean => {
    const now = Date.now();
    const entry = hits.get(key);
    if (!entry || now - entry.start > 60_000) {
      if (hits.size > 10_000) hits.clear();
      hits.set(key, { start: now, n: 1 });
      return true;
    }
    entry.n += 1;
    return entry.n <= perMinute;
  };
}

/**
 * Creates the HTTP application.
 *
 * @example
 * const server = createServer({ plugins: [ordersServer], database: { dataDir: '.data/db' } });
 * await server.ready();
 * await server.seed();
 * await listen(server.app, { port: 4000 });
 */
export function createServer(options: CreateServerOptions = {}): StoreroomServer {
  const plugins = options.plugins ?? [];
  let opened: Database | undefined;
  let readyPromise: Promise<void> | undefined;
  let secretKey: Uint8Array | undefined;

  const db = (): Executor => {
    if (!opened) throw new Error('The database is not open yet: await server.ready().');
    return opened.db;
  };
  const storage = options.files ?? memoryFileStorage();
  const live = databaseLiveBus({ onError: (e) => reportError(e) });
  const services: ServerServices = { mail: createMailer(options.mail), files: storage, live };
  const bus = createPluginBus(plugins);
  // Jobs run with their caller's context; mail leaves through the queue (an outbox: after commit).
  const jobQueue = createJobQueue(
    [
      ...plugins.flatMap((p) => p.jobs ?? []),
      mailJob(options.mail),
      demoSeedJob(async (storeId, progress) => {
        // The account's stores, first one the main store (as the core part wrote them).
        const [store] = await db()
          .select({ account: stores.account_id })
          .from(stores)
          .where(eq(stores.id, storeId));
        const rows = await db()
          .select({ id: stores.id })
          .from(stores)
          .where(eq(stores.account_id, store!.account))
          .orderBy(stores.id)
          .limit(2);
        await seedDemoPlugins(
          db(),
          plugins,
          services,
          rows.map((r) => r.id),
          {},
          bus,
          (done, total, step) => progress({ done, total, step }),
        );
        return plugins.filter((p) => p.seed).length;
      }),
    ],
    {
      context: (caller, store, executor) =>
        actionContext(caller, store, executor, services, bus, subjectById),
      live,
      onError: (e) => reportError(e),
    },
    options.jobs,
  );
  services.jobs = jobQueue;
  services.mail = createMailer(options.mail, async (executor, storeId, logId) => {
    await jobQueue.enqueue(executor, { storeId }, MAIL_JOB, { logId });
  });
  const auth = new AuthService(db, () => secretKey!, { ...DEFAULT_THROTTLE, ...options.throttle });

  // Subjects: the standard 18 merged with what the plugins' contracts declare (the options a
  // plugin owns), plus any subject a plugin uses on its resources or routes.
  const subjects = mergeSubjects([
    ...STANDARD_SUBJECTS,
    ...plugins.flatMap((p) => Object.values(p.contract?.subjects ?? {})),
    // (a door without a subject is refused below, with its own message)
    ...plugins.flatMap((p) =>
      [...(p.resources ?? []).map((r) => r.subject), ...(p.routes ?? []).map((r) => r.subject)].filter(
        (s): s is AccessSubject => typeof s?.id === 'string',
      ),
    ),
  ]);
  const subjectById = new Map(subjects.map((s) => [s.id, s]));
  const coreResources: AnyResource[] = [
    employeesResource(() => subjects),
    privateAppsResource(() => subjects),
    filesResource,
    emailLogsResource,
  ];

  const logger = options.logger ?? createLogger();
  let draining = false;
  const migrationSets = [
    { owner: 'core', migrations: coreMigrations },
    { owner: 'core-jobs', migrations: jobMigrations },
    { owner: 'core-mail', migrations: mailMigrations },
    { owner: 'core-auth', migrations: authCacheMigrations },
    ...plugins.map((p) => ({ owner: p.id, migrations: p.migrations ?? [] })),
  ];
  const ready = (): Promise<void> => {
    readyPromise ??= (async () => {
      opened = isDatabase(options.database) ? options.database : await openDatabase(options.database ?? {});
      await runMigrations(opened.db, migrationSets);
      await live.start(opened);
      await auth.callers.start(opened);
      await jobQueue.start(opened);
      // A Uint8Array of the global realm: the signing library checks the key's class, and in a
      // test DOM (admin tests run this server in-process) encoders make arrays of another realm.
      secretKey = new Uint8Array(
        Buffer.from(
          options.secret ?? process.env.STOREROOM_JWT_SECRET ?? (await storedSecret(opened.db)),
          'utf8',
        ),
      );
    })();
    return readyPromise;
  };

  const hops = trustedHops(options.trustProxy);
  const clientIp = (c: Context): string => {
    let remote = 'unknown';
    try {
      remote = getConnInfo(c).remote.address ?? remote;
    } catch {
      // (no socket: app.request in tests)
    }
    return clientIpOf(c.req.header('x-forwarded-for'), remote, hops);
  };
  // Rate-limited domain actions (e-mail that leaves the store), counted in the database.
  const actionLimiter = new ActionLimiter(db);
  const runtime: Runtime = {
    db,
    services,
    live,
    async authorize(c, access: RouteAccess) {
      if ('public' in access) return;
      if (!c.get('caller')) {
        const { caller, store } = await auth.resolve(c.req.header('authorization'));
        c.set('caller', caller);
        c.set('store', store);
      }
      const caller = c.get('caller');
      if ('signedIn' in access) {
        if (caller.kind === 'private_app' && !access.privateApps) throw forbidden();
        return;
      }
      assertCan(caller, subjectById.get(access.subject.id) ?? access.subject, access.action);
    },
    context: (c, executor) =>
      actionContext(c.get('caller'), c.get('store'), executor ?? db(), services, bus, subjectById),
    limit: (c, limit) => actionLimiter.consume(limit, c.get('caller'), clientIp(c)),
    async visit(c, storeId, notFound = 'Not found.') {
      const store = await loadStoreContext(db(), storeId);
      if (!store) throw new HttpError(404, notFound);
      // No rule at all: a visitor may do only what the public handler itself does.
      c.set('caller', {
        kind: 'visitor',
        id: 0,
        accountId: store.accountId,
        storeId,
        principal: { kind: 'private_app', access: [] },
      });
      c.set('store', store);
    },
  };

  // Failures outside a request (the live bus, jobs): to onError, else the log with their stack.
  const reportError = (error: unknown) =>
    options.onError ? options.onError(error) : logger.error({ err: error }, 'unexpected error');
  const onError = (error: unknown, c: Context) => {
    if (error instanceof HttpError) return c.json(error.body, error.status as 400);
    // A unique index hit by a concurrent duplicate: the caller's input, not a server fault.
    if (databaseErrorCode(error) === '23505')
      return c.json({ errors: { _: ['This value is already taken.'] } }, 422);
    // A value the database cannot take (out of range, malformed, too deep): the caller's
    // input, refused with nothing changed (the transaction rolled back), never a 500.
    const code = databaseErrorCode(error);
    if (code && (code.startsWith('22') || code === '54001'))
      return c.json({ errors: { _: ['A value is out of range or malformed.'] } }, 422);
    // A path with broken percent-encoding.
    if (error instanceof URIError) return c.json({ message: 'Malformed address.' }, 400);
    if (options.onError) options.onError(error);
    else (c.get('log') ?? logger).error({ err: error }, 'unexpected error');
    return c.json({ message: INTERNAL_ERROR_MESSAGE }, 500);
  };

  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.use('*', honestConnection);
  app.use('*', requestLogging(logger));
  // Uploaded files are store assets a storefront on another origin may show.
  const headers = secureHeaders();
  const assetHeaders = secureHeaders({ crossOriginResourcePolicy: 'cross-origin' });
  app.use('*', (c, next) => (c.req.path.startsWith('/uploads/') ? assetHeaders(c, next) : headers(c, next)));
  const origins =
    options.adminOrigin === undefined
      ? []
      : typeof options.adminOrigin === 'string'
        ? [options.adminOrigin]
        : [...options.adminOrigin];
  const corsHeaders = cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', SESSION_HEADER],
    // The admin's refresh cookie (auth/cookie.ts) goes to an admin origin configured here.
    credentials: true,
    maxAge: 600,
  });
  // A request without an Origin header (the admin's same-origin reads, scripts, private apps)
  // has no CORS to answer; it only gets `Vary: Origin`, as cors() would add. cors() writes its
  // headers on a response made before the handler's, which turns every answer into a streamed
  // copy (@hono/node-server's slow path: a ReadableStream per answer instead of one write).
  app.use('/api/*', (c, next) => {
    if (c.req.header('origin') !== undefined) return corsHeaders(c, next);
    c.header('Vary', 'Origin', { append: true });
    return next();
  });
  const jsonLimit = bodyLimit({
    maxSize: options.jsonBodyLimit ?? 1024 * 1024,
    onError: () => {
      throw new HttpError(413, 'The request body is too large.');
    },
  });
  const accountImageLimit = bodyLimit({
    maxSize: 11 * 1024 * 1024,
    onError: () => {
      throw new HttpError(413, 'The upload is too large.');
    },
  });
  // Multipart domain actions carry their own body limit instead of the JSON one.
  const uploadLimits = (plugins.flatMap((p) => p.routes ?? []) as ActionRoute<unknown>[])
    .filter((r) => r.multipart)
    .map((r) => ({
      method: r.method,
      // Route paths are plain segments and `:params` (checked at start-up to begin with "/").
      pattern: new RegExp(`^/api/v1${r.path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`),
      limit: bodyLimit({
        maxSize: r.multipart!.maxBytes,
        onError: () => {
          throw new HttpError(413, 'The upload is too large.');
        },
      }),
    }));
  app.use('/api/*', async (c, next) => {
    c.header('cache-control', 'no-store');
    // POST /files checks its own, larger limit (files/routes.ts); account images 10 MB.
    if (c.req.path === '/api/v1/files') return next();
    // A read without a body: nothing to limit (and the limit would build the whole Request).
    if (
      (c.req.method === 'GET' || c.req.method === 'HEAD') &&
      c.req.header('content-length') === undefined &&
      c.req.header('transfer-encoding') === undefined
    )
      return next();
    if (/^\/api\/v1\/account\/(photo|signature)$/.test(c.req.path)) return accountImageLimit(c, next);
    const upload = uploadLimits.find((u) => u.method === c.req.method && u.pattern.test(c.req.path));
    if (upload) return upload.limit(c, next);
    return jsonLimit(c, next);
  });
  app.use('/api/*', async (c, next) => {
    // Health answers without waiting for start-up (readiness says "starting" meanwhile).
    if (!c.req.path.startsWith('/api/v1/health')) await ready();
    await next();
  });

  const api: Api = new Hono<AppEnv>();
  api.onError(onError);
  mountHealth(api, {
    pending: demoSeedPending,
    database: () => opened,
    ready,
    migrations: migrationSets,
    draining: () => draining,
    logger,
  });
  // The reference for integrators, derived from the contracts (public: it describes, it grants nothing).
  let openApi: Record<string, unknown> | undefined;
  // The signed-in account's routes implement the core contract: documented here, mounted below.
  const ownAccount = accountRoutes(auth, storage, options.support ?? DEFAULT_SUPPORT_INFO);
  const storeSettings = storeSettingsRoutes(options.storeSettings);
  const coreRoutes = [
    createPrivateAppToken,
    revokePrivateAppToken,
    ...ownAccount,
    ...storeSettings,
  ] as ActionRoute<unknown>[];
  // Nothing starts with a plugin that would mount a door badly (plugins/check.ts).
  const problems = checkServerPlugins(plugins, { resources: coreResources, routes: coreRoutes });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  api.get('/openapi.json', (c) =>
    c.json(
      (openApi ??= buildOpenApiDocument(plugins, coreResources, {
        coreRoutes,
        coreEndpoints: coreContract.endpoints,
      })),
    ),
  );
  if (options.apiReference) mountApiReference(api as unknown as Hono<never>, options.apiReference);

  // Auth (auth-contract.md), rate-limited per IP.
  const limiter = windowLimiter(options.authRequestsPerMinute ?? 120);
  api.use('/auth/*', async (c, next) => {
    if (!limiter(clientIp(c))) throw new HttpError(429, 'Too many requests. Please try again later.');
    await next();
  });
  // Public (no token), checked by the core contract's bodies; the paths are its too. The
  // admin's refresh token is an HttpOnly cookie there (auth/cookie.ts).
  mountAuthRoutes(api, { auth, clientIp, adminOrigins: origins });

  for (const route of [...ownAccount, ...storeSettings]) mountAction(api, runtime, route);
  mountFileRoutes(api, runtime, storage, options.uploadBodyLimit);
  mountJobRoutes(api, runtime, jobQueue);
  const liveRoute = mountLive(api, runtime, {
    ...options.live,
    bus: live,
    resolve: (authorization) => auth.resolve(authorization),
    subjects: subjectById,
  });

  // Hono matches in registration order. The core's own doors come first, so a plugin route
  // such as `GET /apps/:slug` can never shadow `/apps/private-apps`; then the plugins'
  // resources' fixed doors (list, search, saved views), so a domain route such as
  // `GET /inventory/:id` does not take `/inventory/saved-views`; then each plugin's domain
  // actions; then the resources' item doors, so `/orders/mass-fulfilment` is not taken for a
  // bulk action.
  api.use('/apps/private-apps/*', privateAppsPeopleOnly(runtime));
  for (const route of coreRoutes) mountAction(api, runtime, route);
  for (const r of coreResources) mountResource(api, r, runtime);
  const pluginResources = plugins.flatMap((p) => p.resources ?? []);
  for (const r of pluginResources) mountResource(api, r, runtime, 'lists');
  for (const route of plugins.flatMap((p) => p.routes ?? []) as ActionRoute<unknown>[])
    mountAction(api, runtime, route);
  for (const r of pluginResources) mountResource(api, r, runtime, 'items');

  app.route('/api/v1', api);
  mountUploads(app, storage);
  if (options.adminDist) serveAdmin(app as unknown as Hono, options.adminDist);
  app.notFound((c) => c.json({ message: 'Not found' }, 404));

  return {
    app,
    ready,
    database: () => {
      if (!opened) throw new Error('The database is not open yet: await server.ready().');
      return opened;
    },
    subjects,
    live,
    logger,
    beginShutdown: () => {
      draining = true;
      // Open live streams would hold the drain until its timeout: end them now (clients reconnect elsewhere).
      liveRoute.close();
    },
    async seed(seedOptions) {
      await ready();
      return seedDemo(db(), plugins, services, seedOptions, bus);
    },
    async startDemoSeed(seedOptions) {
      await ready();
      // The core part and the job in one transaction: a start interrupted in between leaves
      // neither, so the next start loads the demo again instead of never.
      return db().transaction(async (tx) => {
        const core = await seedDemoCore(tx, plugins, services, seedOptions);
        const main = core.storeIds[0];
        if (!core.created || main === undefined) return { created: false };
        const [store] = await tx
          .select({ account: stores.account_id })
          .from(stores)
          .where(eq(stores.id, main));
        const accountId = store!.account;
        const { id } = await jobQueue.enqueue(
          tx,
          {
            storeId: main,
            caller: { kind: 'owner', id: accountId, accountId, storeId: main, principal: { kind: 'owner' } },
          },
          DEMO_SEED_JOB,
          {},
        );
        return { created: true, jobId: id };
      });
    },
    async close() {
      liveRoute.close();
      if (readyPromise) await readyPromise.catch(() => {});
      // No new jobs are fetched; running ones finish (or are aborted after the timeout).
      await jobQueue.stop();
      await live.close();
      await auth.callers.stop();
      if (opened && !isDatabase(options.database)) await opened.close();
    },
  };
}

/** The PostgreSQL error code of a failed query (Drizzle wraps the driver's error as `cause`). */
function databaseErrorCode(error: unknown): string | undefined {
  for (
    let e: unknown = error, i = 0;
    e && typeof e === 'object' && i < 4;
    e = (e as { cause?: unknown }).cause, i++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The signing secret kept in the database, made on first start. */
async function storedSecret(db: Executor): Promise<string> {
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt')).limit(1);
  if (row) return row.value;
  await db
    .insert(serverSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [again] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt')).limit(1);
  return again!.value;
}
