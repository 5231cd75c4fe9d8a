// The orders list of the assembled admin against a floor, in one Chromium run (issue 15 item 6).
//
// Both pages are built here, into temporary folders, and served by one loopback front server
// that also forwards `/api` to the real server (examples/admin/server.ts, API only, PGlite in a
// temporary data folder, the demo seed plus BENCH_ORDERS scale orders):
// - the admin: `vite build` of examples/admin with its own config (every first-party plugin),
//   opened at `/admin/orders?size=50` as a signed-in owner who signed the service agreement;
// - the floor (bench/floor): bare React 19 + React Router + TanStack Table listing the same
//   orders page of the same server, at `/floor/orders?size=50`.
// Each run opens a fresh browser context (nothing cached: a cold first visit) and waits for the
// first 25 rows of the grid named "Orders". Figures: the renderer's main-thread CPU from
// navigation (CDP TaskDuration), the wall time, and the JS requested before the first rows
// (gzip -9 of each file, as a server would send it). The two pages alternate, RUNS cold runs
// each after one warm-up each (the server's JIT and caches, not the browser's); medians, and
// the ratios admin / floor, which are what to compare: the machine is shared and noisy, so
// absolute figures move from run to run while both pages see the same load.
//
// `BENCH_BASELINE=<dir>`: a build of the admin from before a change (e.g. `vite build --outDir`
// at the earlier commit) is served beside it by a second front server and visited in the same
// alternation ("before" rows): before/after figures from one run, under the same load.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  apiAgent,
  callApi,
  freePort,
  launchChromium,
  measureFromNavigation,
  median,
  serveStaticFile,
  waitForGridRows,
} from './lib.mjs';

export const name = 'orders-list';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1200);
const LABEL = 'Orders';
const ROWS = 25;
const OWNER = { email: 'owner@storeroom.test', password: 'storeroom-owner' };
const BASELINE = process.env.BENCH_BASELINE;

const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Builds the assembled admin (its own Vite config) into `outDir`. */
async function buildAdmin(root, outDir) {
  const { build } = await import('vite');
  await build({
    root: join(root, 'examples', 'admin'),
    configFile: join(root, 'examples', 'admin', 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}

/** Builds the floor page (bench/floor) into `outDir`, served under `/floor/`. */
async function buildFloor(root, outDir) {
  const { build, defaultClientConditions } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  // The same copies of the libraries the admin bundles (the workspace packages' own).
  const pkg = (from, name) => realpathSync(join(root, from, 'node_modules', name));
  await build({
    root: join(root, 'bench', 'floor'),
    base: '/floor/',
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    resolve: {
      conditions: defaultClientConditions,
      alias: {
        'react-router': pkg('packages/core', 'react-router'),
        '@tanstack/react-table': pkg('packages/ui', '@tanstack/react-table'),
      },
    },
    build: { outDir, emptyOutDir: true },
  });
}

/**
 * One origin for both pages: `/floor/*` from the floor's build, other paths from the admin's
 * build (`/admin/*` falls back to its index.html), `/api/*` forwarded to the API server.
 */
function frontServer({ admin, floor, apiPort }) {
  const agent = apiAgent(16);
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path.startsWith('/api/')) {
      const upstream = request(
        { host: '127.0.0.1', port: apiPort, method: req.method, path: req.url, headers: req.headers, agent },
        (answer) => {
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    if (path === '/floor' || path.startsWith('/floor/')) {
      const rest = path.slice('/floor'.length) || '/';
      return serveStaticFile(res, floor, rest.startsWith('/assets/') ? rest : '/index.html');
    }
    return serveStaticFile(res, admin, path.startsWith('/assets/') ? path : '/index.html');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, agent })));
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

/**
 * One cold visit of `url` until the first rows: `{ cpu, wall, js }`, `js` the paths of the
 * scripts requested before them (module scripts, modulepreloads and lazy chunks alike), read
 * from the page's resource timing against the moment the rows appeared in it: what a page
 * fetches after its rows is not counted, however late this process hears of the rows.
 */
function visit(browser, url, options) {
  return measureFromNavigation(
    browser,
    url,
    async (page, mark) => {
      let timer;
      const late = new Promise((_, reject) => {
        timer = setTimeout(async () => {
          const text = await page.evaluate(() => document.body.innerText).catch(() => '');
          reject(new Error(`no rows after 90 s at ${page.url()}: ${text.slice(0, 300)}`));
        }, 90_000);
      });
      const rowsAt = await Promise.race([waitForGridRows(page, LABEL, ROWS), late]).finally(() =>
        clearTimeout(timer),
      );
      const figures = await mark();
      const js = await page.evaluate(
        (before) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime <= before)
            .map((e) => new URL(e.name).pathname)
            .filter((path) => path.endsWith('.js')),
        rowsAt,
      );
      return { ...figures, js: [...new Set(js)] };
    },
    options,
  );
}

// Trace event names → what the main thread spent its time on (self time, nested events apart).
const CATEGORIES = [
  [
    /^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.parseOnBackground|V8\.ParseFunction|v8\.produceCache)/,
    'compile',
  ],
  [/GC|V8\.GC/, 'garbage collection'],
  [/^(UpdateLayoutTree|ParseAuthorStyleSheet|RecalculateStyles)/, 'style'],
  [/^(Layout|UpdateLayerTree|IntersectionObserverController)/, 'layout'],
  [/^(Paint|PrePaint|Layerize|Commit|CompositeLayers|PaintImage)/, 'paint'],
  [/^(ParseHTML)/, 'HTML'],
  [
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|v8\.callFunction|RunMicrotasks|EventDispatch|TimerFire|FireAnimationFrame|v8\.run|XHRReadyStateChange|ResourceReceivedData)/,
    'script',
  ],
];

/**
 * Where one traced visit's main-thread CPU went: each complete event's self thread time (its
 * `tdur` less its children's) on the renderer's main thread, summed by category, in ms.
 */
function cpuByCategory(trace) {
  const { traceEvents } = JSON.parse(trace.toString('utf8'));
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const events = traceEvents
    .filter((e) => e.ph === 'X' && main && e.pid === main.pid && e.tid === main.tid && e.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = new Map();
  const stack = [];
  const close = (e) => {
    const category = CATEGORIES.find(([re]) => re.test(e.name))?.[1] ?? 'other';
    totals.set(category, (totals.get(category) ?? 0) + Math.max(0, e.tdur - e.children) / 1000);
  };
  for (const e of events) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) close(stack.pop());
    const event = { ...e, children: 0 };
    if (stack.length) stack.at(-1).children += e.tdur;
    stack.push(event);
  }
  while (stack.length) close(stack.pop());
  return totals;
}

/** One more cold visit, traced (not among the measured ones: tracing costs CPU of its own). */
async function tracedVisit(browser, url, options) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await options.prepare(context);
    const page = await context.newPage();
    await page.addInitScript((pairs) => {
      for (const [key, value] of Object.entries(pairs)) localStorage.setItem(key, value);
    }, options.localStorage);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'v8', 'disabled-by-default-v8.compile'],
    });
    await page.goto(url, { waitUntil: 'commit' });
    await waitForGridRows(page, LABEL, ROWS);
    return cpuByCategory(await browser.stopTracing());
  } finally {
    await context.close();
  }
}

/**
 * One more cold visit under the sampling profiler: the main thread's JS self time to the first
 * rows by chunk (file name without its hash) and by function (`name (chunk)`), in ms.
 */
async function profiledVisit(browser, url, options) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await options.prepare(context);
    const page = await context.newPage();
    await page.addInitScript((pairs) => {
      for (const [key, value] of Object.entries(pairs)) localStorage.setItem(key, value);
    }, options.localStorage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'commit' });
    await waitForGridRows(page, LABEL, ROWS);
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map();
    profile.samples.forEach((id, i) =>
      self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
    );
    const byChunk = new Map();
    const byFunction = new Map();
    for (const node of profile.nodes) {
      const ms = self.get(node.id) ?? 0;
      const { url: script, functionName } = node.callFrame;
      if (!ms || !script) continue;
      const chunk = script.replace(/^.*\//, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '');
      byChunk.set(chunk, (byChunk.get(chunk) ?? 0) + ms);
      const fn = `${functionName || '(anonymous)'} (${chunk})`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    }
    const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
    return { byChunk: top(byChunk, 8), byFunction: top(byFunction, 8) };
  } finally {
    await context.close();
  }
}

export async function run({ root }) {
  const app = join(root, 'examples', 'admin');
  const tmp = mkdtempSync(join(tmpdir(), 'storeroom-orders-list-bench-'));
  const adminDir = join(tmp, 'admin');
  const floorDir = join(tmp, 'floor');
  const data = join(tmp, 'data');
  const loadBefore = load();
  let api;
  let front;
  let baselineFront;
  let browser;
  try {
    const builtAt = Date.now();
    await buildAdmin(root, adminDir);
    const adminBuildMs = Date.now() - builtAt;
    await buildFloor(root, floorDir);

    const env = { ...process.env, STOREROOM_DATA_DIR: data, NODE_ENV: 'production', STOREROOM_DEMO: '1' };
    delete env.DATABASE_URL;
    const node = [process.execPath, ['--conditions=@storeroom/source', '--import', 'tsx', 'server.ts']];
    const seed = spawnSync(node[0], [...node[1], 'db:seed', '--orders', String(ORDERS)], {
      cwd: app,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (seed.status !== 0) throw new Error('seeding failed');
    const apiPort = await freePort();
    api = spawn(node[0], node[1], {
      cwd: app,
      env: { ...env, PORT: String(apiPort), STOREROOM_API_ONLY: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const agent = apiAgent(1);
    const deadline = Date.now() + 180_000;
    for (;;) {
      const ok = await callApi(agent, apiPort, 'GET', '/health').then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline || api.exitCode !== null) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
    const login = await callApi(agent, apiPort, 'POST', '/auth/login', { body: OWNER });
    agent.destroy();
    await signAgreement(apiPort, JSON.parse(login.body).access_token);

    front = await frontServer({ admin: adminDir, floor: floorDir, apiPort });
    const base = `http://127.0.0.1:${front.server.address().port}`;
    const pages = {
      admin: { url: `${base}/admin/orders?size=50`, dir: adminDir, prefix: '' },
      floor: { url: `${base}/floor/orders?size=50`, dir: floorDir, prefix: '/floor' },
    };
    if (BASELINE) {
      baselineFront = await frontServer({ admin: BASELINE, floor: floorDir, apiPort });
      const baselineBase = `http://127.0.0.1:${baselineFront.server.address().port}`;
      pages.before = {
        url: `${baselineBase}/admin/orders?size=50`,
        dir: BASELINE,
        prefix: '',
        base: baselineBase,
      };
    }
    const keys = Object.keys(pages);
    // Each fresh context signs in as the admin does (the refresh token in the HttpOnly cookie,
    // the flag in storage): a returning merchant's reload, restored through POST /auth/refresh
    // by both pages. Outside the measurement.
    const options = {
      localStorage: { 'storeroom.session': '1' },
      prepare: async (context, origin = base) => {
        const res = await context.request.post(`${origin}/api/v1/auth/login`, {
          headers: { 'x-storeroom-session': 'cookie', origin },
          data: OWNER,
        });
        if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
      },
    };
    browser = await launchChromium();
    const runs = Object.fromEntries(keys.map((key) => [key, []]));
    const optionsOf = (key) => ({
      ...options,
      prepare: (context) => options.prepare(context, pages[key].base ?? base),
    });
    for (const key of keys) await visit(browser, pages[key].url, optionsOf(key)); // warm-up
    for (let i = 0; i < RUNS; i += 1)
      for (const key of i % 2 === 0 ? keys : [...keys].reverse())
        runs[key].push(await visit(browser, pages[key].url, optionsOf(key)));
    const loadAfter = load();
    const where = {};
    for (const key of ['admin', 'floor']) where[key] = await tracedVisit(browser, pages[key].url, options);
    const profiled = await profiledVisit(browser, pages.admin.url, options);

    // The JS before the first rows, gzip -9 per file (what a compressing server sends).
    const sizes = new Map();
    const gzipOf = (key, path) => {
      const file = join(pages[key].dir, path.slice(pages[key].prefix.length));
      if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
      return sizes.get(file);
    };
    const jsOf = (key) => runs[key].map((r) => r.js.reduce((sum, p) => sum + gzipOf(key, p), 0));
    const stats = {};
    for (const key of keys)
      stats[key] = {
        cpu: median(runs[key].map((r) => r.cpu)),
        wall: median(runs[key].map((r) => r.wall)),
        js: median(jsOf(key)),
        files: median(runs[key].map((r) => r.js.length)),
      };
    // Where the admin's bytes go: the files of its last run, largest first.
    const last = runs.admin.at(-1).js.map((p) => ({ p, size: gzipOf('admin', p) }));
    last.sort((a, b) => b.size - a.size);
    const chunkName = (p) => p.replace(/^.*\//, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '');

    return [
      {
        metric: `load average (1/5/15 min) before: ${loadBefore}; after: ${loadAfter}`,
        value: 0,
        unit: 'info',
      },
      {
        metric: `orders list / floor: main-thread CPU to the first ${ROWS} rows (median of ${RUNS} cold runs each)`,
        value: round(stats.admin.cpu / stats.floor.cpu, 2),
        unit: 'x',
        target: 1.25,
      },
      {
        metric: 'orders list / floor: JS before the first rows (gzip)',
        value: round(stats.admin.js / stats.floor.js, 2),
        unit: 'x',
      },
      {
        metric: `orders list: main-thread CPU to the first ${ROWS} rows (median of ${RUNS})`,
        value: round(stats.admin.cpu),
        unit: 'ms',
      },
      {
        metric: `floor: main-thread CPU to the first ${ROWS} rows (median of ${RUNS})`,
        value: round(stats.floor.cpu),
        unit: 'ms',
      },
      { metric: 'orders list: wall time to the first rows', value: stats.admin.wall, unit: 'ms' },
      { metric: 'floor: wall time to the first rows', value: stats.floor.wall, unit: 'ms' },
      {
        metric: `orders list: JS requested before the first rows (gzip, ${stats.admin.files} files)`,
        value: stats.admin.js,
        unit: 'bytes',
        target: 120 * 1024,
      },
      {
        metric: `floor: JS requested before the first rows (gzip, ${stats.floor.files} files)`,
        value: stats.floor.js,
        unit: 'bytes',
      },
      ...last.map(({ p, size }) => ({
        metric: `orders list, before the first rows: ${chunkName(p)} (gzip)`,
        value: size,
        unit: 'bytes',
      })),
      ...['admin', 'floor'].flatMap((key) =>
        [...where[key]]
          .sort((a, b) => b[1] - a[1])
          .map(([category, ms]) => ({
            metric: `${key === 'admin' ? 'orders list' : 'floor'}, one traced visit: main-thread ${category}`,
            value: round(ms),
            unit: 'ms',
          })),
      ),
      ...profiled.byChunk.map(([chunk, ms]) => ({
        metric: `orders list, one profiled visit: JS self time in ${chunk}`,
        value: round(ms),
        unit: 'ms',
      })),
      ...profiled.byFunction.map(([fn, ms]) => ({
        metric: `orders list, one profiled visit: JS self time of ${fn}`,
        value: round(ms),
        unit: 'ms',
      })),
      ...(stats.before
        ? [
            {
              metric: `before the change (BENCH_BASELINE) / floor: main-thread CPU to the first ${ROWS} rows, same run`,
              value: round(stats.before.cpu / stats.floor.cpu, 2),
              unit: 'x',
            },
            {
              metric: `before the change: main-thread CPU to the first ${ROWS} rows (median of ${RUNS})`,
              value: round(stats.before.cpu),
              unit: 'ms',
            },
            {
              metric: 'before the change: wall time to the first rows',
              value: stats.before.wall,
              unit: 'ms',
            },
            {
              metric: `before the change: JS requested before the first rows (gzip, ${stats.before.files} files)`,
              value: stats.before.js,
              unit: 'bytes',
            },
          ]
        : []),
      { metric: 'admin build time', value: adminBuildMs, unit: 'ms' },
    ];
  } finally {
    await browser?.close();
    front?.agent.destroy();
    front?.server.close();
    baselineFront?.agent.destroy();
    baselineFront?.server.close();
    if (api && api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((r) => api.once('exit', r));
    }
    rmSync(tmp, { recursive: true, force: true });
  }
}
