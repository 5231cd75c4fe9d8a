/**
 * runServer: a production start for any assembled admin: settings from the environment,
 * migrations, the first owner (or the demo data), structured logs, readiness, draining on
 * SIGTERM/SIGINT, and (with PostgreSQL) several API processes on one port through
 * node:cluster.
 */
import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { listen } from '../listen';
import type { RunningServer } from '../listen';
import { createLogger } from '../logging/logger';
import type { Logger } from '../logging/logger';
import type { ServerPlugin } from '../plugin';
import { createServer } from '../server';
import type { CreateServerOptions, StoreroomServer } from '../server';
import { ConfigError, serveConfigFromEnv } from './config';
import type { ServeConfig, ServeConfigOptions } from './config';
import { ensureFirstOwner } from './first-owner';

export interface RunServerOptions extends ServeConfigOptions {
  plugins: readonly ServerPlugin[];
  /** Default `process.env`. */
  env?: Record<string, string | undefined>;
  /** Default `createLogger()` (JSON lines on stdout; pretty in development). */
  logger?: Logger;
  /** Anything else for `createServer` (the built admin, the API reference, ...). */
  server?: Omit<CreateServerOptions, 'plugins' | 'logger'>;
  /** Drain and exit on SIGTERM/SIGINT (default true). */
  handleSignals?: boolean;
}

export interface RunningStoreroom {
  /** `http://host:port` (the primary's when several processes run). */
  url: string;
  config: ServeConfig;
  /** This process's server (undefined in the primary of several processes). */
  server?: StoreroomServer;
  /** Drains (stops accepting, finishes requests and jobs within the timeout, closes the database); resolves `true` when everything finished in time. */
  shutdown(): Promise<boolean>;
}

/** The settings error's message for a person (no stack), or the error itself. */
function startFailure(logger: Logger, error: unknown): never {
  if (error instanceof ConfigError) logger.fatal(error.message);
  else logger.fatal({ err: error }, 'the server could not start');
  throw error;
}

async function s3Storage(settings: NonNullable<ServeConfig['s3']>) {
  const { s3FileStorage } = await import('../files/s3');
  return s3FileStorage(settings as Parameters<typeof s3FileStorage>[0]);
}

/** createServer with the environment's settings under the caller's. */
async function serverFor(
  options: RunServerOptions,
  config: ServeConfig,
  logger: Logger,
): Promise<StoreroomServer> {
  const files = config.s3 ? await s3Storage(config.s3) : config.serverOptions.files;
  return createServer({
    ...config.serverOptions,
    ...(files ? { files } : {}),
    // Running jobs get the same shutdown budget as requests.
    jobs: { shutdownTimeoutMs: config.shutdownTimeoutMs },
    ...options.server,
    plugins: options.plugins,
    logger,
  });
}

async function startOne(
  options: RunServerOptions,
  config: ServeConfig,
  logger: Logger,
): Promise<RunningStoreroom> {
  const server = await serverFor(options, config, logger);
  let running: RunningServer;
  try {
    await server.ready();
    if (options.demo) {
      // The demo's own data loads in a job while the server already serves (readiness waits).
      const seeding = await server.startDemoSeed();
      if (seeding.jobId) logger.info({ job: seeding.jobId }, 'loading the demo data in the background');
    } else if ((await ensureFirstOwner(server.database().db, config.owner)) === 'created')
      logger.info('created the first owner and store from STOREROOM_ADMIN_EMAIL');
    running = await listen(server.app, { port: config.port, host: config.host });
  } catch (error) {
    await server.close().catch(() => {});
    return startFailure(logger, error);
  }
  logger.info(
    { url: running.url, database: config.databaseUrl ? 'postgres' : 'pglite', pid: process.pid },
    'listening',
  );
  let stopping: Promise<boolean> | undefined;
  const shutdown = () =>
    (stopping ??= (async () => {
      const started = Date.now();
      logger.info({ timeoutMs: config.shutdownTimeoutMs }, 'draining');
      server.beginShutdown();
      const inTime = await running.drain(config.shutdownTimeoutMs);
      // The rest of the time for running jobs and the database (server.close stops the job worker).
      const left = Math.max(0, config.shutdownTimeoutMs - (Date.now() - started));
      const closed = await Promise.race([
        server.close().then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), left).unref()),
      ]);
      logger.info({ inTime: inTime && closed, ms: Date.now() - started }, 'stopped');
      return inTime && closed;
    })());
  return { url: running.url, config, server, shutdown };
}

/** The primary of several processes: prepares the database once, forks, restarts, drains. */
async function startPrimary(
  options: RunServerOptions,
  config: ServeConfig,
  logger: Logger,
): Promise<RunningStoreroom> {
  const prepare = await serverFor(options, config, logger);
  try {
    await prepare.ready();
    // Several processes (PostgreSQL): the demo loads before they start (the preparing server
    // closes right after, so it could not run the demo seed's job).
    if (options.demo) await prepare.seed();
    else await ensureFirstOwner(prepare.database().db, config.owner);
  } catch (error) {
    return startFailure(logger, error);
  } finally {
    await prepare.close().catch(() => {});
  }
  let stopping = false;
  const fork = () => cluster.fork({ STOREROOM_WORKER: '1' });
  const workers = new Set<Worker>();
  // The port the workers share (the one asked for, or the one given for port 0).
  const listening = new Promise<number>((resolve) => {
    let n = 0;
    cluster.on('listening', (_worker, address) => {
      if (++n === config.workers) resolve(address.port);
    });
  });
  cluster.on('exit', (worker, code, signal) => {
    workers.delete(worker);
    if (stopping) return;
    logger.warn({ pid: worker.process.pid, code, signal }, 'an API process stopped; starting another');
    workers.add(fork());
  });
  for (let i = 0; i < config.workers; i++) workers.add(fork());
  const url = `http://${config.host}:${await listening}`;
  logger.info({ url, workers: config.workers }, 'listening');
  let done: Promise<boolean> | undefined;
  const shutdown = () =>
    (done ??= (async () => {
      stopping = true;
      const exits = [...workers].map(
        (w) =>
          new Promise<boolean>((resolve) => {
            if (w.isDead()) return resolve(w.process.exitCode === 0);
            w.once('exit', (code) => resolve(code === 0));
            w.process.kill('SIGTERM');
          }),
      );
      const all = await Promise.all(exits);
      return all.every(Boolean);
    })());
  return { url, config, shutdown };
}

/**
 * Starts a production server (or, with `demo`, the demo). Refuses to start, with a message
 * that says what to set, without a signing secret of 32 bytes, on an empty database without
 * STOREROOM_ADMIN_EMAIL / STOREROOM_ADMIN_PASSWORD, or with several processes on PGlite.
 *
 * @example
 * // server.ts of an assembled admin, built with tsup and run with `node` or `storeroom serve`
 * await runServer({ plugins: [ordersServerPlugin], server: { adminDist: 'dist' } });
 */
export async function runServer(options: RunServerOptions): Promise<RunningStoreroom> {
  const env = options.env ?? process.env;
  const logger = options.logger ?? createLogger();
  let config: ServeConfig;
  try {
    config = serveConfigFromEnv(env, options);
  } catch (error) {
    return startFailure(logger, error);
  }
  const several = config.workers > 1 && cluster.isPrimary;
  const running = several
    ? await startPrimary(options, config, logger)
    : await startOne(options, config, logger.child(cluster.isWorker ? { worker: cluster.worker?.id } : {}));
  if (options.handleSignals !== false) {
    const onSignal = (signal: NodeJS.Signals) => {
      logger.info({ signal }, 'signal');
      void running.shutdown().then((ok) => {
        logger.flush();
        process.exit(ok ? 0 : 1);
      });
    };
    // `on`, not `once`: a second signal (Ctrl-C reaches every process of the group, then the
    // primary forwards SIGTERM) must not kill a process that is draining.
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  }
  return running;
}
