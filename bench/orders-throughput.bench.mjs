// Throughput of `GET /api/v1/orders` (a page of 20, newest first) with 100,000 seeded orders
// (issue 16 item 7): autocannon, 50 connections, 10 s, after a 3 s warm-up. Records req/s,
// p50/p99 latency, errors and non-2xx answers beside the machine's load average, and the
// seconds the scale seed took (`db:seed --orders 100000`, the whole demo seed).
// - embedded PGlite: one process (examples/admin/server.ts as `npm start` runs it);
// - PostgreSQL (only when BENCH_DATABASE_URL is set, e.g. a throw-away database): two API
//   processes through `STOREROOM_WORKERS=2` (node:cluster, one port).
// `BENCH_ORDERS` changes the order count for a quick look. Targets: 400 req/s on PGlite,
// 1,500 req/s on PostgreSQL with two processes (shown beside the figures; a bench never fails).
// Beside req/s, the CPU the API processes spent per answered request: on a shared, loaded
// machine req/s follows the CPU the server was given, CPU per request follows the code.
// A throw-away PostgreSQL for the second part:
//   node scripts/postgres.mjs --env BENCH_DATABASE_URL -- pnpm bench orders-throughput
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { apiAgent, callApi, freePort } from './lib.mjs';

export const name = 'orders-throughput';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const agent = apiAgent(1);
const call = (...args) => callApi(agent, ...args);

async function waitHealthy(port, child) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ok = await call(port, 'GET', '/health').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** CPU (user + system, ms) of a process and its descendants (the cluster's workers). */
function treeCpuMs(pid) {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return 0;
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  let ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks (USER_HZ 100)
  const children = `/proc/${pid}/task/${pid}/children`;
  if (existsSync(children))
    for (const child of readFileSync(children, 'utf8').split(' ').filter(Boolean)) ms += treeCpuMs(child);
  return ms;
}

const cannon = (opts) =>
  new Promise((resolve, reject) => autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))));

async function measure(label, env, app, target) {
  const node = [process.execPath, ['--conditions=@storeroom/source', '--import', 'tsx', 'server.ts']];
  const seedStarted = Date.now();
  const seed = spawnSync(node[0], [...node[1], 'db:seed', '--orders', String(ORDERS)], {
    cwd: app,
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('seeding failed');
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const port = await freePort();
  const server = spawn(node[0], node[1], { cwd: app, env: { ...env, PORT: String(port) }, stdio: 'ignore' });
  try {
    await waitHealthy(port, server);
    const login = await call(port, 'POST', '/auth/login', {
      body: { email: 'owner@storeroom.test', password: 'storeroom-owner' },
    });
    const token = JSON.parse(login.body).access_token;
    const url = `http://127.0.0.1:${port}/api/v1/orders?page=1&size=20&sort=!order_date`;
    const first = JSON.parse((await call(port, 'GET', '/orders?size=1', { token })).body);
    if (first._meta.totalCount < ORDERS)
      throw new Error(`expected ${ORDERS} orders, got ${first._meta.totalCount}`);
    const headers = { authorization: `Bearer ${token}` };
    await cannon({ url, connections: 50, duration: 3, headers });
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const cpuBefore = treeCpuMs(server.pid);
    const r = await cannon({ url, connections: 50, duration: 10, headers });
    const cpuPerRequest = (treeCpuMs(server.pid) - cpuBefore) / Math.max(1, r.requests.total);
    return [
      {
        metric: `${label}: seed ${ORDERS} orders (whole demo seed)`,
        value: seedSeconds,
        unit: 's',
        target: 15,
      },
      {
        metric: `${label}: GET /orders, 50 connections, req/s (higher is better; target ${target})`,
        value: Math.round(r.requests.average),
        unit: 'req/s',
      },
      {
        metric: `${label}: API processes' CPU per answered request (lower is better)`,
        value: Math.round(cpuPerRequest * 100) / 100,
        unit: 'ms',
      },
      { metric: `${label}: latency p50`, value: r.latency.p50, unit: 'ms' },
      { metric: `${label}: latency p99`, value: r.latency.p99, unit: 'ms' },
      {
        metric: `${label}: errors + non-2xx`,
        value: r.errors + r.timeouts + r.non2xx,
        unit: 'responses',
        target: 0,
      },
      {
        metric: `${label}: load average before the run (1/5/15 min): ${load}`,
        value: loadavg()[0],
        unit: 'load',
      },
    ];
  } finally {
    server.kill('SIGTERM');
  }
}

export async function run({ root }) {
  const app = join(root, 'examples', 'admin');
  const rows = [];
  const data = mkdtempSync(join(tmpdir(), 'storeroom-bench-throughput-'));
  try {
    const env = { ...process.env, STOREROOM_DATA_DIR: data, NODE_ENV: 'production', STOREROOM_DEMO: '1' };
    delete env.DATABASE_URL;
    rows.push(...(await measure('PGlite, 1 process', env, app, 400)));
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
  if (process.env.BENCH_DATABASE_URL) {
    const env = {
      ...process.env,
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      STOREROOM_WORKERS: '2',
      NODE_ENV: 'production',
      STOREROOM_DEMO: '1',
      STOREROOM_DATA_DIR: mkdtempSync(join(tmpdir(), 'storeroom-bench-throughput-pg-')),
    };
    rows.push(...(await measure('PostgreSQL, 2 processes', env, app, 1500)));
  }
  return rows;
}
