// The reference server's API on loopback: list and search latency (median and p95 over 200
// requests each) on the employees resource seeded with 10,000 rows, and requests per second
// at 50 concurrent connections (with the error count, which must be 0). The server runs as
// `npm start` runs it (examples/admin/server.ts, PGlite in a temporary data folder).
// Bounded: 200 + 200 sequential requests, then at most 4,000 requests or 15 s.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiAgent, callApi, freePort, timed } from './lib.mjs';

export const name = 'server-api';

const EMPLOYEES = 10_000;
const SAMPLES = 200;
const CONCURRENCY = 50;

const agent = apiAgent(CONCURRENCY);
const call = (...args) => callApi(agent, ...args);
const MAX_REQUESTS = 4_000;
const MAX_MS = 15_000;

export async function run({ root }) {
  const app = join(root, 'examples', 'admin');
  const data = mkdtempSync(join(tmpdir(), 'storeroom-bench-'));
  // The demo start (demo data, a generated secret), as `npm start` runs it.
  const env = {
    ...process.env,
    STOREROOM_DATA_DIR: data,
    STOREROOM_API_ONLY: '1',
    NODE_ENV: 'production',
    STOREROOM_DEMO: '1',
  };
  delete env.DATABASE_URL;
  const node = [process.execPath, ['--conditions=@storeroom/source', '--import', 'tsx', 'server.ts']];
  let server;
  try {
    const seedStarted = Date.now();
    const seed = spawnSync(node[0], [...node[1], 'db:seed', '--employees', String(EMPLOYEES)], {
      cwd: app,
      env,
      stdio: 'inherit',
    });
    if (seed.status !== 0) throw new Error('seeding failed');
    const seedMs = Date.now() - seedStarted;

    const port = await freePort();
    server = spawn(node[0], node[1], {
      cwd: app,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      const ok = await call(port, 'GET', '/health').then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline || server.exitCode !== null) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
    const login = await call(port, 'POST', '/auth/login', {
      body: { email: 'owner@storeroom.test', password: 'storeroom-owner' },
    });
    const token = JSON.parse(login.body).access_token;
    const first = JSON.parse((await call(port, 'GET', '/employees?size=1', { token })).body);
    if (first._meta.totalCount < EMPLOYEES)
      throw new Error(`expected ${EMPLOYEES} employees, got ${first._meta.totalCount}`);

    // Warm up (JIT, PGlite caches) before measuring.
    for (let i = 0; i < 20; i++) await call(port, 'GET', `/employees?page=${i + 1}&size=20`, { token });

    const pages = Math.floor(EMPLOYEES / 20);
    const list = await timed(SAMPLES, (i) =>
      call(
        port,
        'GET',
        `/employees?page=${((i * 37) % pages) + 1}&size=20&sort=${i % 2 ? '!id' : 'full_name'}`,
        { token },
      ),
    );
    const names = ['Alex', 'Sam', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Jamie', 'Avery', 'Quinn'];
    const search = await timed(SAMPLES, (i) =>
      call(port, 'POST', `/employees/search?size=20&page=${(i % 5) + 1}`, {
        token,
        body: { full_name: { operator: 'contains', value: names[i % names.length] }, enabled: i % 3 !== 0 },
      }),
    );

    // Throughput: 50 connections, each sending list requests back to back.
    let sent = 0;
    let errors = 0;
    let done = 0;
    const started = performance.now();
    const worker = async (w) => {
      while (sent < MAX_REQUESTS && performance.now() - started < MAX_MS) {
        const i = sent++;
        try {
          const res = await call(port, 'GET', `/employees?page=${((i * 13 + w) % pages) + 1}&size=20`, {
            token,
          });
          if (res.status !== 200) errors++;
        } catch {
          errors++;
        }
        done++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
    const seconds = (performance.now() - started) / 1000;

    return [
      { metric: `seed ${EMPLOYEES} employees`, value: seedMs, unit: 'ms' },
      { metric: 'list median (GET /employees, 10k rows)', value: list.median, unit: 'ms', target: 50 },
      { metric: 'list p95', value: list.p95, unit: 'ms', target: 100 },
      { metric: 'search median (POST /employees/search)', value: search.median, unit: 'ms', target: 50 },
      { metric: 'search p95', value: search.p95, unit: 'ms', target: 100 },
      {
        metric: `requests per second (${CONCURRENCY} connections, ${done} requests)`,
        value: Math.round(done / seconds),
        unit: 'req/s',
      },
      { metric: 'errors under load', value: errors, unit: 'requests', target: 0 },
    ];
  } finally {
    agent.destroy();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(data, { recursive: true, force: true });
  }
}
