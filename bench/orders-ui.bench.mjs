// The orders list in Chromium (issue 7): from navigation to the first 25 rows shown, and
// 1,000 rows shown by scrolling the list's scrolling view (`?view=scroll`, 200 orders a load),
// median of 5 runs each in a fresh browser context: the renderer's main-thread CPU time
// (Chrome DevTools Protocol `Performance.getMetrics` TaskDuration) and the wall time; plus the
// orders list's lazy chunk (gzip). The page is the admin shell with the orders plugin on an
// in-memory API of 1,200 orders (bench/fixtures/orders-ui), so the figures are the UI's own
// cost, not the server's (orders-api.bench.mjs measures the same list on the real server).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstGridRows, gridRowsByScrolling, launchChromium, median, serveStatic } from './lib.mjs';

export const name = 'orders-ui';

const RUNS = 5;

const round = (n) => Math.round(n * 10) / 10;

export async function run({ root }) {
  const { build, defaultClientConditions } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');

  const outDir = mkdtempSync(join(tmpdir(), 'storeroom-orders-ui-bench-'));
  let server;
  let browser;
  try {
    await build({
      root: join(root, 'bench', 'fixtures', 'orders-ui'),
      configFile: false,
      logLevel: 'error',
      plugins: [react()],
      resolve: {
        conditions: ['@storeroom/source', ...defaultClientConditions],
        alias: { '@storeroom/plugin-orders': join(root, 'packages', 'plugins', 'orders', 'src', 'index.ts') },
      },
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    // The orders list's lazy chunk: its own file plus the chunks only it imports.
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
    const entry = Object.values(manifest).find((c) => c.isEntry);
    const eager = new Set();
    const walk = (key) => {
      if (eager.has(key)) return;
      eager.add(key);
      for (const k of manifest[key]?.imports ?? []) walk(k);
    };
    walk(Object.keys(manifest).find((k) => manifest[k] === entry));
    const listKey = Object.keys(manifest).find((k) => k.endsWith('admin/routes/orders-list/index.ts'));
    if (!listKey) throw new Error('the orders list chunk is missing from the build');
    const files = new Set();
    const collect = (key) => {
      if (eager.has(key) || files.has(manifest[key].file)) return;
      files.add(manifest[key].file);
      for (const k of manifest[key].imports ?? []) collect(k);
    };
    collect(listKey);
    const gzip = (f) => gzipSync(readFileSync(join(outDir, f)), { level: 9 }).length;
    const chunkGzip = gzip(manifest[listKey].file);
    // On this page the list also brings what the shell does not load itself (GridPanel, the
    // DataGrid, dialogs, papaparse); in the assembled admin other screens share those chunks.
    const withSharedGzip = [...files].reduce((sum, f) => sum + gzip(f), 0);

    server = await serveStatic(outDir);
    const base = `http://127.0.0.1:${server.address().port}/`;
    browser = await launchChromium();
    const at = (path) => `${base}?path=${encodeURIComponent(path)}`;
    const firstRows = () => firstGridRows(browser, at('/admin/orders?size=50'), 'Orders', 25);
    const thousandRows = () => gridRowsByScrolling(browser, at('/admin/orders?view=scroll'), 'Orders', 1000);
    const first = [];
    const full = [];
    for (let i = 0; i < RUNS; i += 1) {
      first.push(await firstRows());
      full.push(await thousandRows());
    }
    return [
      {
        metric: 'main-thread CPU, navigation to the first 25 rows (median of 5)',
        value: round(median(first.map((r) => r.cpu))),
        unit: 'ms',
        target: 200,
      },
      {
        metric: 'wall time, navigation to the first 25 rows',
        value: median(first.map((r) => r.wall)),
        unit: 'ms',
      },
      {
        metric: 'main-thread CPU, 1,000 rows shown by scrolling, from the first rows (median of 5)',
        value: round(median(full.map((r) => r.more))),
        unit: 'ms',
        target: 150,
      },
      {
        metric: 'main-thread CPU, navigation to 1,000 rows shown by scrolling',
        value: round(median(full.map((r) => r.cpu))),
        unit: 'ms',
      },
      {
        metric: 'wall time, navigation to 1,000 rows shown',
        value: median(full.map((r) => r.wall)),
        unit: 'ms',
      },
      { metric: 'orders list lazy chunk (gzip)', value: chunkGzip, unit: 'bytes' },
      {
        metric: 'orders list lazy chunk with the chunks only it loads on this page (gzip)',
        value: withSharedGzip,
        unit: 'bytes',
      },
    ];
  } finally {
    await browser?.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
