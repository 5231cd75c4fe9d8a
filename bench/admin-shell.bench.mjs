// The shell's first load as plugins are added (issue 15 item 6: it must not grow with the number
// of plugins; ARCHITECTURE.md: "a manifest is data plus lazy loaders"). The assembled admin is
// built twice into temporary folders with its own Vite config: as it is, and with SYNTHETIC more
// plugin manifests generated here, each as a plugin author writes one (its own subject with an
// option, a list and an item route, a menu entry, a settings page and a global-search provider,
// every page and the search behind a lazy import). The figure is the JS the built index.html
// loads (its module script and modulepreloads), gzip -9; the budget is the shell's first load
// measured on 2026-11-23 (138.9 KiB) before any of the 40 was added.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const name = 'admin-shell';

const SYNTHETIC = Number(process.env.BENCH_SYNTHETIC_PLUGINS ?? 40);
const BUDGET = Math.round(138.9 * 1024);
const VIRTUAL = '\0virtual:storeroom-plugins';

/** One synthetic plugin's manifest (`synthetic<i>Plugin`) and its lazy page and search modules. */
function writeSyntheticPlugin(dir, i) {
  const id = `synthetic-${i}`;
  const label = `Synthetic ${i}`;
  writeFileSync(
    join(dir, `${id}.ts`),
    `import { definePlugin, defineSubject } from '@storeroom/core';

const SUBJECT = defineSubject({
  id: 'synthetic_${i}',
  label: '${label}',
  options: [{ id: 'allow_export', label: 'Allow export', grants: ['export'] }],
});

export const synthetic${i}Plugin = definePlugin({
  id: '${id}',
  name: '${label}',
  subjects: [SUBJECT],
  routes: [
    { path: '/admin/${id}', subject: SUBJECT, title: '${label}', load: () => import('./${id}-pages').then((m) => m.ListPage) },
    { path: '/admin/${id}/:id', subject: SUBJECT, title: '${label} item', load: () => import('./${id}-pages').then((m) => m.ItemPage) },
  ],
  menu: [{ group: 'apps', label: '${label}', path: '/admin/${id}', subject: SUBJECT, order: ${100 + i} }],
  settings: [
    { path: '/admin/settings/${id}', label: '${label} settings', subject: SUBJECT, load: () => import('./${id}-pages').then((m) => m.SettingsPage) },
  ],
  search: [
    { id: '${id}', label: '${label}', subject: SUBJECT, search: (query, context) => import('./${id}-pages').then((m) => m.search(query, context)) },
  ],
});
`,
  );
  writeFileSync(
    join(dir, `${id}-pages.tsx`),
    `import type { SearchContext, SearchHit } from '@storeroom/core';
export function ListPage() { return <h1>${label}</h1>; }
export function ItemPage() { return <h1>${label} item</h1>; }
export function SettingsPage() { return <h1>${label} settings</h1>; }
export async function search(query: string, _context: SearchContext): Promise<SearchHit[]> {
  return [{ id: 1, title: \`${label}: \${query}\`, href: '/admin/${id}/1' }];
}
`,
  );
}

/** Builds the admin into `outDir` (with the synthetic plugins of `syntheticDir` when given); its first-load JS. */
async function buildAdmin(root, outDir, syntheticDir) {
  const { build } = await import('vite');
  const app = join(root, 'examples', 'admin');
  const plugins = [];
  if (syntheticDir) {
    // Appends the synthetic manifests to the plugin list the admin's own Vite plugin generates.
    plugins.push({
      name: 'bench-synthetic-plugins',
      enforce: 'post',
      transform(code, id) {
        if (id !== VIRTUAL) return undefined;
        const extra = Array.from({ length: SYNTHETIC }, (_, i) => i);
        return [
          code,
          ...extra.map(
            (i) =>
              `import { synthetic${i}Plugin } from ${JSON.stringify(join(syntheticDir, `synthetic-${i}.ts`))};`,
          ),
          `plugins.push(${extra.map((i) => `synthetic${i}Plugin`).join(', ')});`,
        ].join('\n');
      },
    });
  }
  await build({
    root: app,
    configFile: join(app, 'vite.config.ts'),
    logLevel: 'error',
    plugins,
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]+src|link[^>]+href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const bytes = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(outDir, f)), { level: 9 }).length,
    0,
  );
  return { bytes, files: files.length, html };
}

export async function run({ root }) {
  const tmp = mkdtempSync(join(tmpdir(), 'storeroom-admin-shell-bench-'));
  // Inside the repository, so the synthetic plugins resolve @storeroom/core like a workspace package.
  const syntheticDir = mkdtempSync(join(root, 'bench', '.synthetic-plugins-'));
  try {
    mkdirSync(syntheticDir, { recursive: true });
    for (let i = 0; i < SYNTHETIC; i += 1) writeSyntheticPlugin(syntheticDir, i);
    const plain = await buildAdmin(root, join(tmp, 'plain'));
    const more = await buildAdmin(root, join(tmp, 'synthetic'), syntheticDir);
    if (!more.html.includes('index-')) throw new Error('the admin with synthetic plugins did not build');
    return [
      {
        metric: `load average (1/5/15 min): ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
        value: 0,
        unit: 'info',
      },
      {
        metric: `shell first load, the admin's plugins (gzip, ${plain.files} files)`,
        value: plain.bytes,
        unit: 'bytes',
        target: BUDGET,
      },
      {
        metric: `shell first load with ${SYNTHETIC} more synthetic plugin manifests (gzip, ${more.files} files)`,
        value: more.bytes,
        unit: 'bytes',
        target: BUDGET,
      },
      {
        metric: 'shell first load: added per synthetic manifest (gzip)',
        value: Math.round((more.bytes - plain.bytes) / SYNTHETIC),
        unit: 'bytes',
      },
    ];
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(syntheticDir, { recursive: true, force: true });
  }
}
