// Shared pieces of the benchmarks (not a benchmark itself: scripts/bench.mjs runs *.bench.mjs).
import { createReadStream } from 'node:fs';
import { Agent, createServer as createHttpServer, request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves a built folder on a free loopback port (`/` is index.html); resolves the http.Server. */
export function serveStatic(dir) {
  const server = createHttpServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir)) return res.writeHead(403).end();
    res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    createReadStream(file)
      .on('error', () => res.writeHead(404).end())
      .pipe(res);
  });
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
