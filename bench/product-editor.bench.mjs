// The product editor (issue 8 "Done when", issue 15 target: at most 300 ms of main-thread
// CPU): the gzip size of the editor's lazy chunk (what opening /admin/products/create loads on
// top of the shell), and opening the editor of a product with 100 variants in Chromium, from
// navigation until the variants table holds all 100 variants (its `aria-rowcount`, or 100 row
// headers in the DOM) and shows the first: the renderer's main-thread CPU (CDP TaskDuration)
// and the wall time, each in a fresh context. The API is the stories' in-memory server, so
// this is the client's own cost.
// A tiny page is written into a temporary folder inside the products package (so its imports
// resolve like the package's own), built with Vite and served on a local port.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, measureFromNavigation, median, serveStatic } from './lib.mjs';

export const name = 'product-editor';

const RUNS = 5;

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Product editor bench</title></head>
<body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>
`;

// The page: the editor route as the admin loads it (a lazy chunk), on the story memory server with a
// product of 10 colours × 10 sizes.
const MAIN_TSX = `import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminTestProvider } from '@storeroom/core/testing';
import { manyVariants, productsHttp, sampleProducts } from '../src/admin/story-data';

const Editor = lazy(() => import('../src/admin/routes/product-edit').then((m) => ({ default: m.ProductEditPage })));
const colors = ['Black', 'White', 'Navy', 'Red', 'Green', 'Blue', 'Grey', 'Sand', 'Olive', 'Rust'];
const sizes = Array.from({ length: 10 }, (_, i) => String(36 + i));
const http = productsHttp([...sampleProducts(), manyVariants(77, colors, sizes)]);

// Opened: the variants table says it holds 100 variants (a virtualised table renders the rows
// in view) and shows the first one, or all 100 row headers are in the DOM.
const opened = () => {
  const table = document.querySelector('table[aria-labelledby="variants-title"]');
  if (table === null) return false;
  const rows = table.querySelectorAll('th[scope="row"]').length;
  return rows >= 100 || (Number(table.getAttribute('aria-rowcount')) >= 101 && rows > 0);
};
const observer = new MutationObserver(() => {
  if (opened()) {
    observer.disconnect();
    console.log('product-editor-opened');
  }
});
observer.observe(document.body, { childList: true, subtree: true, attributes: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminTestProvider http={http} initialPath="/admin/products/create?id=77">
      <Suspense fallback={null}>
        <Editor />
      </Suspense>
    </AdminTestProvider>
  </StrictMode>,
);
`;

const round = (n) => Math.round(n * 10) / 10;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

export async function run({ root }) {
  const { build, defaultClientConditions } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');

  const pkg = join(root, 'packages', 'plugins', 'products');
  const src = mkdtempSync(join(pkg, '.bench-'));
  const outDir = join(src, 'dist');
  let server;
  let browser;
  try {
    writeFileSync(join(src, 'index.html'), INDEX_HTML);
    writeFileSync(join(src, 'main.tsx'), MAIN_TSX);
    await build({
      root: src,
      configFile: false,
      logLevel: 'error',
      plugins: [react()],
      resolve: { conditions: ['@storeroom/source', ...defaultClientConditions] },
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    // The editor chunk: the lazy import's own files, without what the page already loaded.
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
    const entry = Object.values(manifest).find((c) => c.isEntry);
    const staticFiles = new Set();
    const walk = (key) => {
      const chunk = manifest[key];
      if (!chunk || staticFiles.has(chunk.file)) return;
      staticFiles.add(chunk.file);
      for (const k of chunk.imports ?? []) walk(k);
    };
    walk(Object.keys(manifest).find((k) => manifest[k] === entry));
    const editorKey = Object.keys(manifest).find((k) => k.includes('routes/product-edit'));
    const editorFiles = new Set();
    const walkLazy = (key) => {
      const chunk = manifest[key];
      if (!chunk || staticFiles.has(chunk.file) || editorFiles.has(chunk.file)) return;
      editorFiles.add(chunk.file);
      for (const k of chunk.imports ?? []) walkLazy(k);
    };
    walkLazy(editorKey);
    const editorJs = [...editorFiles].reduce((sum, f) => sum + gz(join(outDir, f)), 0);

    server = await serveStatic(outDir);
    const url = `http://127.0.0.1:${server.address().port}/`;
    browser = await launchChromium();
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(
        await measureFromNavigation(browser, url, async (page, mark) => {
          // The page logs once the table is there: the wait adds no polling of its own.
          await page.waitForEvent('console', {
            predicate: (message) => message.text() === 'product-editor-opened',
            timeout: 60_000,
          });
          return mark();
        }),
      );
    }
    return [
      { metric: 'editor lazy chunk JS (gzip)', value: editorJs, unit: 'bytes' },
      {
        metric:
          'open the editor of a product with 100 variants: main-thread CPU from navigation (median of 5)',
        value: round(median(runs.map((r) => r.cpu))),
        unit: 'ms',
        target: 300,
      },
      {
        metric: 'open the editor of a product with 100 variants: wall time from navigation (median of 5)',
        value: round(median(runs.map((r) => r.wall))),
        unit: 'ms',
      },
    ];
  } finally {
    await browser?.close();
    server?.close();
    rmSync(src, { recursive: true, force: true });
  }
}
