// The orders list in Chromium (issue 7): from navigation to the first 25 rows shown, and to
// the largest page (200 rows) shown, median of 5 runs each: the renderer's main-thread CPU
// time (Chrome DevTools Protocol `Performance.getMetrics` TaskDuration) and the wall time;
// plus the orders list's lazy chunk (gzip). The page is the admin shell with the orders plugin
// on an in-memory API of 1,000 orders (bench/fixtures/orders-ui), so the figures are the UI's
// own cost, not the server's (server-api.bench.mjs measures that).
//
// 1,000 rows: the list pages by number (spec 2 §9: 20, 50, 100, 150, 200 a page), so the most
// rows one screen shows is 200; that is what the second figure measures.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, median, serveStatic } from './lib.mjs';

export const name = 'orders-ui';

const RUNS = 5;

const round = (n) => Math.round(n * 10) / 10;

async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

/**
 * Navigates and waits until the grid holds `rows` data rows (its `aria-rowcount`) and the
 * first of them is painted (the grid virtualizes: only the rows in its 560 px window are in
 * the DOM); CPU and wall time in ms.
 */
async function measure(browser, url, rows) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const before = await taskSeconds(cdp);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(
      (n) => {
        const grid = document.querySelector('[role="grid"][aria-label="Orders"]');
        return (
          grid !== null &&
          Number(grid.getAttribute('aria-rowcount')) >= n + 1 &&
          grid.querySelector('[role="row"][aria-rowindex="2"]') !== null
        );
      },
      rows,
      { timeout: 60_000, polling: 'raf' },
    );
    const wall = Date.now() - started;
    const cpu = ((await taskSeconds(cdp)) - before) * 1000;
    return { cpu, wall };
  } finally {
    await page.close();
  }
}

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
    // One warm-up run fills the HTTP cache like a returning user; then 5 measured runs each.
    await measure(browser, at('/admin/orders?size=50'), 25);
    const first = [];
    const full = [];
    for (let i = 0; i < RUNS; i += 1) {
      first.push(await measure(browser, at('/admin/orders?size=50'), 25));
      full.push(await measure(browser, at('/admin/orders?size=200'), 200));
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
        metric: 'main-thread CPU, navigation to 200 rows, the largest page (median of 5)',
        value: round(median(full.map((r) => r.cpu))),
        unit: 'ms',
        target: 150,
      },
      { metric: 'wall time, navigation to 200 rows', value: median(full.map((r) => r.wall)), unit: 'ms' },
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
