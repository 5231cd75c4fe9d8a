/**
 * The live bus on the database: an event is a `NOTIFY` on the caller's connection, so inside
 * a transaction PostgreSQL (and PGlite) hold it until the commit and drop it on rollback;
 * every API process LISTENs on one channel and fans the events out to its own streams.
 * PostgreSQL: a dedicated `pg` client (not one of the pool's), reconnected when lost.
 * PGlite: its own `listen` (one process, the same transactional delivery).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Executor } from '../db/database';
import { liveListeners } from './bus';
import type { LiveBus, LiveEvent } from './bus';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; the envelope and the event's
 * fields take a little of it.
 */
export const MAX_LIVE_PAYLOAD_BYTES = 7900;

export interface DatabaseLiveBusOptions {
  /** Where a lost connection or a bad payload is reported (default console.error). */
  onError?(error: unknown): void;
  /** First delay before reconnecting a lost listener (ms, doubled up to 30 s; default 250). */
  reconnectDelayMs?: number;
}

/** A live bus that waits for `start(database)` (the server opens the database lazily). */
export interface DatabaseLiveBus extends LiveBus {
  /** Starts listening on the open database; publishing waits for it. */
  start(database: Database): Promise<void>;
}

/** The channel of this database and schema: test files on one PostgreSQL keep apart. */
export async function liveChannelOf(db: Executor): Promise<string> {
  const result = (await db.execute(sql`select current_schema() as schema`)) as unknown as {
    rows: { schema: string }[];
  };
  const schema = result.rows[0]?.schema ?? 'public';
  if (schema === 'public') return 'storeroom_live';
  return `storeroom_live_${createHash('sha256').update(schema).digest('hex').slice(0, 16)}`;
}

interface Envelope {
  v: 1;
  e: LiveEvent;
}

/** The NOTIFY text of an event; throws when it is too large to send. */
export function encodeLiveEvent(event: LiveEvent): string {
  const text = JSON.stringify({ v: 1, e: event } satisfies Envelope);
  if (Buffer.byteLength(text, 'utf8') > MAX_LIVE_PAYLOAD_BYTES)
    throw new Error(
      `Live event "${event.type}" is too large (over ${MAX_LIVE_PAYLOAD_BYTES} bytes): send an id and let the client fetch the rest.`,
    );
  return text;
}

function decode(text: string): LiveEvent | undefined {
  try {
    const envelope = JSON.parse(text) as Partial<Envelope>;
    const e = envelope?.e;
    return envelope?.v === 1 && e && typeof e.storeId === 'number' && typeof e.type === 'string'
      ? e
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server's live bus.
 *
 * @example
 * const live = databaseLiveBus();
 * await live.start(database);
 * await live.publishIn!(tx, { storeId: 1, type: 'orders.updated', audience: { subject: 'orders' }, data: { id: 7 } });
 */
export function databaseLiveBus(options: DatabaseLiveBusOptions = {}): DatabaseLiveBus {
  const onError = options.onError ?? ((e: unknown) => console.error('[storeroom live]', e));
  const listeners = liveListeners(onError);
  let started: Promise<void> | undefined;
  let resolveStart!: () => void;
  const whenStarted = new Promise<void>((resolve) => (resolveStart = resolve));
  let database: Database | undefined;
  let channel = 'storeroom_live';
  let stop: (() => Promise<void>) | undefined;
  let closed = false;

  const receive = (text: string) => {
    const event = decode(text);
    if (!event) return onError(new Error('A live notification could not be read.'));
    listeners.deliver(event);
  };

  const notify = async (db: Executor, event: LiveEvent) => {
    if (closed) return;
    await db.execute(sql`select pg_notify(${channel}, ${encodeLiveEvent(event)})`);
  };

  return {
    start(db) {
      started ??= (async () => {
        database = db;
        channel = await liveChannelOf(db.db);
        stop =
          db.kind === 'pglite'
            ? await listenPglite(db, channel, receive)
            : await listenPostgres(db, channel, receive, onError, options.reconnectDelayMs ?? 250);
        resolveStart();
      })();
      return started;
    },
    async publish(event) {
      await whenStarted;
      if (!closed) await notify(database!.db, event);
    },
    async publishIn(db, event) {
      await whenStarted;
      await notify(db, event);
    },
    subscribe: listeners.subscribe,
    async close() {
      closed = true;
      listeners.clear();
      // Publishers waiting for a start that will not come return (closed: nothing is sent).
      resolveStart();
      await started?.catch(() => {});
      await stop?.();
    },
  };
}

/** The Drizzle handle's driver client (`$client`): the PGlite instance or the `pg` pool. */
function driverClient(database: Database): unknown {
  return (database.db as unknown as { $client: unknown }).$client;
}

async function listenPglite(database: Database, channel: string, receive: (text: string) => void) {
  const client = driverClient(database) as {
    listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
    closed?: boolean;
  };
  const unlisten = await client.listen(channel, receive);
  return async () => {
    if (!client.closed) await unlisten().catch(() => {});
  };
}

/**
 * LISTEN on a dedicated connection made with the pool's settings. When it is lost, it is
 * made again (with a growing delay); events published meanwhile are not seen by this process
 * (clients re-read what they show when their stream reconnects, and poll jobs while it is down).
 */
async function listenPostgres(
  database: Database,
  channel: string,
  receive: (text: string) => void,
  onError: (e: unknown) => void,
  firstDelay: number,
) {
  const pool = driverClient(database) as pg.Pool & { options: pg.ClientConfig };
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = firstDelay;

  const connect = async (initial = false): Promise<void> => {
    // Named after the channel, so an operator (or a test) can find this process's listeners.
    const next = new pg.Client({ ...pool.options, application_name: channel });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) receive(message.payload);
    });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners('end');
      next.end().catch(() => {});
      if (stopped) return;
      if (error) onError(error);
      timer = setTimeout(() => {
        connect().catch(() => {});
      }, delay);
      delay = Math.min(delay * 2, 30_000);
    };
    next.on('error', lost);
    next.on('end', () => lost(new Error('The live channel lost its database connection.')));
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
      client = next;
      delay = firstDelay;
    } catch (error) {
      // At start the server's ready() fails with it; later, try again after a delay.
      if (initial) {
        next.removeAllListeners('end');
        await next.end().catch(() => {});
        throw error;
      }
      client = next;
      lost(error);
    }
  };
  await connect(true);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}
