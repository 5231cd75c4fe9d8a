/**
 * The built production server (dist/server/server.js from tsup, run with plain Node): it
 * refuses to start without what it needs, creates the first owner and seeds nothing, and on
 * SIGTERM finishes the request in flight and exits 0. With DATABASE_URL (the PostgreSQL
 * suite), two processes on one database work as one.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createServer as createNetServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const app = resolve(import.meta.dirname, '..', '..');
// Its own output folder, so a running `npm start` keeps its build.
const outDir = join('dist', 'server-test');
const entry = join(app, outDir, 'server.js');
const SECRET = randomBytes(32).toString('base64url');
// The start-up refusals (@storeroom/server CONFIG_MESSAGES), as an operator reads them.
const REFUSALS = {
  secretMissing:
    /^STOREROOM_JWT_SECRET is not set: a production server needs a random signing secret of at least 32 bytes/,
  workers: /^2 API processes need PostgreSQL \(set DATABASE_URL\)/,
  emptyDatabase:
    /^The database has no account yet: set STOREROOM_ADMIN_EMAIL and STOREROOM_ADMIN_PASSWORD to create the first owner\.$/,
};
const OWNER = { email: 'first.owner@shop.test', password: 'first-owner-password' };

type Line = Record<string, unknown> & { msg?: string; level?: number };

interface Started {
  child: ChildProcessWithoutNullStreams;
  lines: Line[];
  exit: Promise<number | null>;
  /** The first log line that matches, waiting for it. */
  line(match: (l: Line) => boolean): Promise<Line>;
}

const children: ChildProcessWithoutNullStreams[] = [];

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [entry], {
    cwd: app,
    env: { PATH: process.env.PATH ?? '', STOREROOM_API_ONLY: '1', ...env },
  });
  children.push(child);
  const lines: Line[] = [];
  const waiting: { match: (l: Line) => boolean; resolve: (l: Line) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (text) => {
    let line: Line;
    try {
      line = JSON.parse(text) as Line;
    } catch {
      return;
    }
    lines.push(line);
    for (const w of [...waiting]) if (w.match(line)) w.resolve(line);
  });
  child.stderr.resume();
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return {
    child,
    lines,
    exit,
    line: (match) =>
      new Promise((resolveLine, reject) => {
        const found = lines.find(match);
        if (found) return resolveLine(found);
        waiting.push({ match, resolve: resolveLine });
        void exit.then((code) =>
          reject(new Error(`The server exited (${code}) first: ${JSON.stringify(lines)}`)),
        );
      }),
  };
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createNetServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

const dataDirs: string[] = [];
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sr-production-'));
  dataDirs.push(dir);
  return dir;
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

beforeAll(() => {
  const tsup = join(
    dirname(createRequire(join(app, '..', '..', 'package.json')).resolve('tsup')),
    'cli-default.js',
  );
  const build = spawnSync(process.execPath, [tsup, '--out-dir', outDir], { cwd: app, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  // The data folders go with the servers that used them (nothing left in the temp folder).
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 5 })));
});

describe('the built server', () => {
  it('refuses to start without a signing secret of 32 bytes, saying what to set', async () => {
    const server = start({ STOREROOM_DATA_DIR: await dataDir(), PORT: '0' });
    expect(await server.exit).toBe(1);
    expect(server.lines).toContainEqual(
      expect.objectContaining({ level: 60, msg: expect.stringMatching(REFUSALS.secretMissing) }),
    );
  });

  it('refuses several processes on the embedded database', async () => {
    const server = start({
      STOREROOM_DATA_DIR: await dataDir(),
      PORT: '0',
      STOREROOM_JWT_SECRET: SECRET,
      STOREROOM_WORKERS: '2',
    });
    expect(await server.exit).toBe(1);
    expect(server.lines).toContainEqual(
      expect.objectContaining({ msg: expect.stringMatching(REFUSALS.workers) }),
    );
  });

  it('refuses an empty database without the first owner to create', async () => {
    const server = start({ STOREROOM_DATA_DIR: await dataDir(), PORT: '0', STOREROOM_JWT_SECRET: SECRET });
    expect(await server.exit).toBe(1);
    expect(server.lines).toContainEqual(
      expect.objectContaining({ msg: expect.stringMatching(REFUSALS.emptyDatabase) }),
    );
  });

  it('creates the first owner, seeds nothing, and on SIGTERM finishes the request in flight and exits 0', async () => {
    const server = start({
      STOREROOM_DATA_DIR: await dataDir(),
      PORT: '0',
      STOREROOM_JWT_SECRET: SECRET,
      STOREROOM_ADMIN_EMAIL: OWNER.email,
      STOREROOM_ADMIN_PASSWORD: OWNER.password,
    });
    const url = (await server.line((l) => l.msg === 'listening')).url as string;
    const ready = await fetch(`${url}/api/v1/health/ready`);
    expect(await ready.json()).toEqual({ status: 'ok' });
    const token = await signIn(url);
    const employees = await fetch(`${url}/api/v1/employees`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await employees.json()) as { items: unknown[] }).items).toEqual([]);

    // A slow client: the sign-in's headers and half its body now, the rest after SIGTERM.
    const body = JSON.stringify(OWNER);
    const { port } = new URL(url);
    let slowRequest: ReturnType<typeof request> | undefined;
    const answer = new Promise<{ status: number; requestId: string }>((done, fail) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/auth/login',
          headers: { 'content-type': 'application/json', 'x-request-id': 'slow-client' },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            done({ status: res.statusCode ?? 0, requestId: String(res.headers['x-request-id']) }),
          );
        },
      );
      req.on('error', fail);
      req.write(body.slice(0, 10));
      slowRequest = req;
    });
    // Another answer after it shows the server has taken the slow one in.
    expect((await fetch(`${url}/api/v1/health/live`)).status).toBe(200);

    server.child.kill('SIGTERM');
    await server.line((l) => l.msg === 'draining');
    slowRequest!.end(body.slice(10));
    expect(await answer).toEqual({ status: 200, requestId: 'slow-client' });
    expect(await server.exit).toBe(0);
    expect(server.lines).toContainEqual(expect.objectContaining({ msg: 'stopped', inTime: true }));
    // The slow request's own line carries its id; no line carries the owner's e-mail address.
    expect(server.lines).toContainEqual(
      expect.objectContaining({ reqId: 'slow-client', route: '/api/v1/auth/login', status: 200 }),
    );
    expect(JSON.stringify(server.lines)).not.toContain(OWNER.email);
  });
});

/** The owner's live stream on one process: resolves with the first `job` event that matches. */
function liveStream(url: string, token: string) {
  const abort = new AbortController();
  const seen: { event: string; data: unknown }[] = [];
  const waiting: { match: (d: Record<string, unknown>) => boolean; resolve: (d: unknown) => void }[] = [];
  const opened = fetch(`${url}/api/v1/live`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  }).then(async (res) => {
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const read = async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!event || data === undefined) continue;
          const parsed = JSON.parse(data) as Record<string, unknown>;
          seen.push({ event, data: parsed });
          for (const w of [...waiting]) if (event === 'job' && w.match(parsed)) w.resolve(parsed);
        }
      }
    };
    void read();
  });
  return {
    opened,
    job: (match: (d: Record<string, unknown>) => boolean) =>
      new Promise<unknown>((resolve) => {
        const found = seen.find((e) => e.event === 'job' && match(e.data as Record<string, unknown>));
        if (found) return resolve(found.data);
        waiting.push({ match, resolve });
      }),
    close: () => abort.abort(),
  };
}

const databaseUrl = process.env.DATABASE_URL;
/** node-postgres's client (this package has pg for the built server, without its types). */
const { Client } = createRequire(import.meta.url)('pg') as {
  Client: new (options: { connectionString?: string }) => {
    connect(): Promise<void>;
    query(sql: string): Promise<unknown>;
    end(): Promise<void>;
  };
};

describe.skipIf(!databaseUrl)('two processes of the built server on one PostgreSQL database', () => {
  const schema = `production_${randomBytes(5).toString('hex')}`;
  let a: Started;
  let b: Started;
  let urlA: string;
  let urlB: string;
  let token: string;

  const admin = async (sql: string) => {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create schema "${schema}"`);
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = {
      DATABASE_URL: url.toString(),
      STOREROOM_JWT_SECRET: SECRET,
      STOREROOM_ADMIN_EMAIL: OWNER.email,
      STOREROOM_ADMIN_PASSWORD: OWNER.password,
      PORT: '0',
    };
    // One after the other: two processes starting at the same moment on an empty database
    // can race in pg-boss's schema creation (reported to the jobs area).
    a = start({ ...env, STOREROOM_DATA_DIR: await dataDir() });
    urlA = (await a.line((l) => l.msg === 'listening')).url as string;
    b = start({ ...env, STOREROOM_DATA_DIR: await dataDir() });
    urlB = (await b.line((l) => l.msg === 'listening')).url as string;
    token = await signIn(urlA);
  });
  afterAll(async () => {
    for (const server of [a, b]) server?.child.kill('SIGTERM');
    expect(await Promise.all([a?.exit, b?.exit])).toEqual([0, 0]);
    await admin(`drop schema if exists "${schema}" cascade; drop schema if exists "${schema}_jobs" cascade`);
  });

  const call = (url: string, method: string, path: string, body?: unknown) =>
    fetch(`${url}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('a write through one is read through the other, with one owner between them', async () => {
    const created = await call(urlA, 'POST', '/employees', {
      email: 'second.process@shop.test',
      full_name: 'Second Process',
    });
    expect(created.status).toBe(201);
    const list = (await (await call(urlB, 'GET', '/employees?size=50')).json()) as {
      items: { email: string }[];
    };
    expect(list.items.map((e) => e.email)).toEqual(['second.process@shop.test']);
    // The token made by one process is good on the other (one secret, sessions in the database).
    expect((await call(urlB, 'GET', '/account')).status).toBe(200);
  });

  it('--workers 2 runs two API processes on one port (node:cluster) and drains them on SIGTERM', async () => {
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const cluster = start({
      DATABASE_URL: url.toString(),
      STOREROOM_JWT_SECRET: SECRET,
      STOREROOM_DATA_DIR: await dataDir(),
      STOREROOM_WORKERS: '2',
      PORT: String(await freePort()),
    });
    const primary = await cluster.line((l) => l.msg === 'listening' && l.workers === 2);
    // Each worker process says it listens (its line may come after the primary's).
    const workerPids = () =>
      new Set(
        cluster.lines.filter((l) => l.msg === 'listening' && typeof l.worker === 'number').map((l) => l.pid),
      ).size;
    await expect.poll(workerPids).toBe(2);
    expect((await fetch(`${primary.url as string}/api/v1/health/ready`)).status).toBe(200);
    expect(await signIn(primary.url as string)).toEqual(expect.any(String));
    cluster.child.kill('SIGTERM');
    expect(await cluster.exit).toBe(0);
    expect(cluster.lines.filter((l) => l.msg === 'stopped' && l.inTime === true)).toHaveLength(2);
  });

  it('sign-in throttling is shared: failures through one count on the other', async () => {
    const attempt = (url: string) =>
      fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@shop.test', password: 'not-the-password' }),
      });
    for (let i = 0; i < 5; i++) expect((await attempt(urlA)).status).not.toBe(429);
    const throttled = await attempt(urlB);
    expect(throttled.status).toBe(429);
    expect(await throttled.json()).toEqual({
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
    });
  });

  it('a job runs exactly once, and its live events reach the clients of both processes', async () => {
    const onA = liveStream(urlA, token);
    const onB = liveStream(urlB, token);
    await Promise.all([onA.opened, onB.opened]);
    try {
      const started = await call(urlA, 'POST', '/customers/exportcsv', { filter: {} });
      expect(started.status).toBe(200);
      const { id } = (await started.json()) as { id: string };
      const completed = (d: Record<string, unknown>) => d.id === id && d.state === 'completed';
      // Whichever process ran the job, the other one's client got its event through the database.
      await Promise.all([onA.job(completed), onB.job(completed)]);
      // One run: one export mail in the email log.
      const logs = (await (await call(urlB, 'GET', '/email-logs?size=50')).json()) as {
        items: { subject: string }[];
      };
      expect(logs.items.filter((l) => l.subject.startsWith('Customers export'))).toHaveLength(1);
    } finally {
      onA.close();
      onB.close();
    }
  });
});
