// The orders API on loopback with 100,000 seeded orders (`db:seed --orders 100000`, the orders
// plugin's scale seed): POST /orders/search, a page of 20 sorted newest first (`!order_date`)
// and filtered by fulfilment status, median and p95 over 200 requests (pages 1-50 and the six
// statuses in turn); plus the same page of the unfiltered list and one order with every expand.
// The server runs as `npm start` runs it (examples/admin/server.ts, PGlite in a temporary data
// folder). Bounded: the seed, then 3 × 200 sequential requests, then the orders list in
// Chromium on the same server (first 25 rows; 1,000 rows shown in the list's scrolling view).
// `BENCH_ORDERS` changes the count for a quick look (e.g. 5000).
//
// Seen on a busy 2-core machine (2026-11-22, 100,000 orders): search median 20 ms, p95 75 ms;
// list median 55 ms, p95 91 ms (the unfiltered count reads every order of the store); one
// order with every expand median 21 ms; the whole demo seed with the orders 7-8 minutes.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiAgent,
  callApi,
  firstGridRows,
  freePort,
  gridRowsByScrolling,
  launchChromium,
  median,
  timed,
} from './lib.mjs';

export const name = 'orders-api';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const UI_RUNS = 5;
const SAMPLES = 200;
const CONCURRENCY = 1;

const agent = apiAgent(CONCURRENCY);
const call = (...args) => callApi(agent, ...args);

/**
 * The orders list in Chromium against this server and its orders (issue 7), median of 5, each
 * run in a fresh browser context (nothing cached: the first visit of the day):
 * - from navigation to the first 25 rows shown (`/admin/orders?size=50`);
 * - 1,000 rows shown: the list's scrolling view (`?view=scroll`, 200 orders a load) is
 *   scrolled to its end until row 1,000 is rendered. Its CPU is given from the first rows on
 *   (loading and showing 800 more rows; target 150 ms) and from navigation.
 * Figures: the renderer's main-thread CPU (CDP `Performance.getMetrics` TaskDuration) and the
 * wall time. The owner is signed in (see `options` below) and has signed the service agreement,
 * as a returning merchant has: the signature dialog of a first visit is not part of the list.
 */
async function measureUi(port, tokens) {
  const browser = await launchChromium();
  // The admin keeps no token in storage (SECURITY.md): a reload restores its session with one
  // refresh through the HttpOnly cookie. Each run's fresh context says "signed in" and its
  // refresh answers with the bench's access token (a real cookie would rotate, and the next
  // run's copy would be a reused token that ends the session).
  const options = {
    localStorage: { 'storeroom.session': '1' },
    beforeNavigation: (page) =>
      page.route('**/api/v1/auth/refresh', (route) =>
        route.fulfill({
          json: { access_token: tokens.accessToken, token_type: 'Bearer', expires_in: 900 },
        }),
      ),
  };
  const url = (path) => `http://127.0.0.1:${port}${path}`;
  const firstRows = () => firstGridRows(browser, url('/admin/orders?size=50'), 'Orders', 25, options);
  const thousandRows = () =>
    gridRowsByScrolling(browser, url('/admin/orders?view=scroll'), 'Orders', 1000, options);
  try {
    await firstRows(); // warm-up of the server (JIT, caches), not of the browser
    const first = [];
    const thousand = [];
    for (let i = 0; i < UI_RUNS; i++) {
      first.push(await firstRows());
      thousand.push(await thousandRows());
    }
    const r = (n) => Math.round(n * 10) / 10;
    const med = (list, key) => r(median(list.map((x) => x[key])));
    return [
      {
        metric: `Chromium, ${ORDERS} orders: main-thread CPU, navigation to the first 25 rows (median of 5)`,
        value: med(first, 'cpu'),
        unit: 'ms',
        target: 200,
      },
      { metric: 'Chromium: wall time to the first 25 rows', value: med(first, 'wall'), unit: 'ms' },
      {
        metric: 'Chromium: main-thread CPU, 1,000 rows shown by scrolling, from the first rows (median of 5)',
        value: med(thousand, 'more'),
        unit: 'ms',
        target: 150,
      },
      {
        metric: 'Chromium: main-thread CPU, navigation to 1,000 rows shown by scrolling',
        value: med(thousand, 'cpu'),
        unit: 'ms',
      },
      {
        metric: 'Chromium: wall time to 1,000 rows shown (5 loads of 200, at most one per 800 ms)',
        value: med(thousand, 'wall'),
        unit: 'ms',
      },
    ];
  } finally {
    await browser.close();
  }
}

/** Signs the owner's service agreement (spec 1: the dialog a profile without one gets). */
async function signAgreement(port, token) {
  const form = new FormData();
  form.append(
    'file',
    new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'], { type: 'image/svg+xml' }),
    'signature.svg',
  );
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/account/signature`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 200) throw new Error(`signing failed: ${res.status} ${await res.text()}`);
}

export async function run({ root }) {
  const app = join(root, 'examples', 'admin');
  const data = mkdtempSync(join(tmpdir(), 'storeroom-bench-orders-'));
  // The built admin is served too, for the Chromium part (built first, as `npm start` does).
  const built = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error'], {
    cwd: app,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('admin build failed');
  // The demo start (demo data, a generated secret), as `npm start` runs it.
  const env = { ...process.env, STOREROOM_DATA_DIR: data, NODE_ENV: 'production', STOREROOM_DEMO: '1' };
  delete env.DATABASE_URL;
  const node = [process.execPath, ['--conditions=@storeroom/source', '--import', 'tsx', 'server.ts']];
  let server;
  try {
    const seedStarted = Date.now();
    const seed = spawnSync(node[0], [...node[1], 'db:seed', '--orders', String(ORDERS)], {
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
    const session = JSON.parse(login.body);
    const token = session.access_token;
    const first = JSON.parse((await call(port, 'GET', '/orders?size=1', { token })).body);
    if (first._meta.totalCount < ORDERS)
      throw new Error(`expected ${ORDERS} orders, got ${first._meta.totalCount}`);

    const searchOf = (i) =>
      call(port, 'POST', `/orders/search?size=20&page=${(i % 50) + 1}&sort=!order_date`, {
        token,
        body: { status: i % 6 },
      });
    // Warm up (JIT, PGlite caches) before measuring.
    for (let i = 0; i < 20; i++) await searchOf(i);

    const search = await timed(SAMPLES, searchOf);
    const list = await timed(SAMPLES, (i) =>
      call(port, 'GET', `/orders?size=20&page=${(i % 50) + 1}&sort=!order_date`, { token }),
    );
    const ids = JSON.parse((await call(port, 'GET', '/orders?size=200', { token })).body).items.map(
      (o) => o.id,
    );
    const detail = await timed(SAMPLES, (i) =>
      call(
        port,
        'GET',
        `/orders/${ids[i % ids.length]}?expand=items,fulfilments,shipments,restocks,refunds,customer`,
        {
          token,
        },
      ),
    );

    await signAgreement(port, token);
    const ui = await measureUi(port, {
      accessToken: session.access_token,
      refreshToken: session.refresh_token,
      expiresAt: Date.now() + session.expires_in * 1000,
    });

    return [
      { metric: `seed ${ORDERS} orders (whole demo seed)`, value: seedMs, unit: 'ms' },
      {
        metric: 'search median (POST /orders/search, status, !order_date, 20)',
        value: search.median,
        unit: 'ms',
        target: 50,
      },
      { metric: 'search p95', value: search.p95, unit: 'ms', target: 100 },
      { metric: 'list median (GET /orders, !order_date, 20)', value: list.median, unit: 'ms', target: 50 },
      { metric: 'list p95', value: list.p95, unit: 'ms', target: 100 },
      {
        metric: 'detail median (GET /orders/{id}, every expand)',
        value: detail.median,
        unit: 'ms',
        target: 50,
      },
      { metric: 'detail p95', value: detail.p95, unit: 'ms', target: 100 },
      ...ui,
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
