// The product editor (issue 8 "Done when"): the gzip size of the editor's lazy chunk (what
// opening /admin/products/create loads on top of the shell), and the time to open the editor
// for a product with 100 variants in Chromium (from navigation start until all 100 variant
// rows are on screen; the API is an in-memory fake, so this is the client's own cost).
// A tiny page is written into a temporary folder inside the products package (so its imports
// resolve like the package's own), built with Vite and served on a local port.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, median, serveStatic } from './lib.mjs';

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

const observer = new MutationObserver(() => {
  if (document.querySelectorAll('table th[scope="row"]').length >= 100) {
    observer.disconnect();
    (window as unknown as { __opened: number }).__opened = performance.now();
  }
});
observer.observe(document.body, { childList: true, subtree: true });

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
    const opened = [];
    for (let i = 0; i < RUNS; i += 1) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(url, { timeout: 30_000 });
      await page.waitForFunction(() => window.__opened !== undefined, null, { timeout: 60_000 });
      opened.push(await page.evaluate(() => window.__opened));
      await page.close();
    }
    return [
      { metric: 'editor lazy chunk JS (gzip)', value: editorJs, unit: 'bytes' },
      {
        metric: 'open the editor of a product with 100 variants, from navigation (median of 5)',
        value: round(median(opened)),
        unit: 'ms',
      },
    ];
  } finally {
    await browser?.close();
    server?.close();
    rmSync(src, { recursive: true, force: true });
  }
}
