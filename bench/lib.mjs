// Shared pieces of the benchmarks (not a benchmark itself: scripts/bench.mjs runs *.bench.mjs).
import { createReadStream } from 'node:fs';
import { Agent, createServer as createHttpServer, request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Answers `res` with the file at URL path `path` inside `dir` (`/` is index.html), or 404. */
export function serveStaticFile(res, dir, urlPath) {
  const path = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const file = join(dir, path === '/' ? 'index.html' : path);
  if (!file.startsWith(dir)) return res.writeHead(403).end();
  res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
  createReadStream(file)
    .on('error', () => res.writeHead(404).end())
    .pipe(res);
}

/** Serves a built folder on a free loopback port (`/` is index.html); resolves the http.Server. */
export function serveStatic(dir) {
  const server = createHttpServer((req, res) =>
    serveStaticFile(res, dir, new URL(req.url, 'http://x').pathname),
  );
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Debian's Chromium (never a downloaded browser) with the flags the e2e tests use. */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A keep-alive HTTP agent for API calls (`maxSockets` = the concurrency measured). */
export const apiAgent = (maxSockets) => new Agent({ keepAlive: true, maxSockets });

/** One call to `/api/v1{path}` on loopback; resolves `{ status, body }`. */
export function callApi(agent, port, method, path, { token, body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api/v1${path}`,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    if (payload) req.write(payload);
    req.end();
  });
}

/** The p-th percentile (0–100) of an ascending list. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The median of a list (any order). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs `fn(i)` n times in sequence (each must answer 200); median and p95 in ms, 2 decimals. */
export async function timed(n, fn) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await fn(i);
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`unexpected ${res.status}: ${res.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  const r = (ms) => Math.round(ms * 100) / 100;
  return { median: r(percentile(times, 50)), p95: r(percentile(times, 95)) };
}

/**
 * Resolves once the grid named `label` holds at least `rows` data rows (its `aria-rowcount`
 * counts the header too) and its first data row is in the DOM. The check runs in the page on
 * DOM mutations only (a MutationObserver), not on every animation frame: the wait must not
 * add main-thread work of its own to the CPU it measures.
 */
export function waitForGridRows(page, label, rows) {
  return page.evaluate(
    ([name, n]) =>
      new Promise((resolve) => {
        const ready = () => {
          const grid = document.querySelector(`[role="grid"][aria-label="${name}"]`);
          return (
            grid !== null &&
            Number(grid.getAttribute('aria-rowcount')) >= n + 1 &&
            grid.querySelector('[role="row"][aria-rowindex="2"]') !== null
          );
        };
        if (ready()) return resolve(performance.now());
        const observer = new MutationObserver(() => {
          if (!ready()) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true });
      }),
    [label, rows],
  );
}

/**
 * Scrolls the grid named `label` (the grid is its own scroll box) to its end, again each time
 * more rows arrive, until data row `rows` is rendered: what a user does to see row 1,000 of a
 * list that loads more as its end comes into view. Scrolls follow DOM mutations only.
 */
export function scrollGridToRow(page, label, rows) {
  return page.evaluate(
    ([name, n]) =>
      new Promise((resolve) => {
        const grid = document.querySelector(`[role="grid"][aria-label="${name}"]`);
        if (grid === null) throw new Error(`no grid named ${name}`);
        const done = () => grid.querySelector(`[role="row"][aria-rowindex="${n + 1}"]`) !== null;
        let count = -1;
        const step = () => {
          if (done()) {
            observer.disconnect();
            resolve();
            return;
          }
          const now = Number(grid.getAttribute('aria-rowcount'));
          if (now !== count) {
            count = now;
            // At the next frame, as a wheel or a key press would be handled: the scroll then
            // uses that frame's layout instead of forcing one of its own.
            requestAnimationFrame(() => {
              grid.scrollTop = grid.scrollHeight;
            });
          }
        };
        const observer = new MutationObserver(step);
        observer.observe(grid, { subtree: true, childList: true, attributes: true });
        step();
      }),
    [label, rows],
  );
}

/** The renderer's main-thread CPU so far (CDP `Performance.getMetrics` TaskDuration), in ms. */
export async function mainThreadMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/**
 * Opens `url` in a fresh browser context (nothing cached) and runs `work(page, mark)`; `mark()`
 * answers the renderer's main-thread CPU and the wall time since navigation, in ms.
 * `localStorage` entries are put in place before the page's own scripts run (e.g. a session);
 * `prepare(context)` runs first, outside the measurement (e.g. a sign-in that sets a cookie);
 * `beforeNavigation(page)` runs before the navigation starts (e.g. to watch its requests).
 */
export async function measureFromNavigation(
  browser,
  url,
  work,
  { localStorage: entries = {}, prepare, beforeNavigation } = {},
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await prepare?.(context);
    const page = await context.newPage();
    beforeNavigation?.(page);
    if (Object.keys(entries).length > 0)
      await page.addInitScript((pairs) => {
        for (const [key, value] of Object.entries(pairs)) localStorage.setItem(key, value);
      }, entries);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const before = await mainThreadMs(cdp);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    return await work(page, async () => ({
      cpu: (await mainThreadMs(cdp)) - before,
      wall: Date.now() - started,
    }));
  } finally {
    await context.close();
  }
}

/** Navigation to the first `rows` rows of the grid named `label`: `{ cpu, wall }`. */
export const firstGridRows = (browser, url, label, rows, options) =>
  measureFromNavigation(
    browser,
    url,
    async (page, mark) => {
      await waitForGridRows(page, label, rows);
      return mark();
    },
    options,
  );

/**
 * Navigation to the first 25 rows, then scrolling until row `rows` is shown (a list that loads
 * more as its end comes into view): `{ cpu, wall }` from navigation and `more`, the CPU from
 * the first rows on.
 */
export const gridRowsByScrolling = (browser, url, label, rows, options) =>
  measureFromNavigation(
    browser,
    url,
    async (page, mark) => {
      await waitForGridRows(page, label, 25);
      const first = await mark();
      await scrollGridToRow(page, label, rows);
      const all = await mark();
      return { ...all, more: all.cpu - first.cpu };
    },
    options,
  );
