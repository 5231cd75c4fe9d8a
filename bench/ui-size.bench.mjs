// The ui package's size: each public entry bundled with its dependencies (React left out, as
// the app provides it), minified, gzip level 9. The main entry counts only what loads eagerly;
// lazily imported parts (the CodeMirror view) are reported on their own. Also the stylesheet.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions } from 'vite';

export const name = 'ui-size';

const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

const entries = [
  // Target from the issue: the shell's first load stays small; the design system's main
  // entry (everything a screen may import eagerly) under 200 KB gzip.
  { id: 'main entry (@storeroom/ui)', file: 'src/index.ts', target: 200 * 1024 },
  { id: '@storeroom/ui/code-editor', file: 'src/code-editor.ts' },
  { id: '@storeroom/ui/rich-text', file: 'src/rich-text.ts' },
  { id: '@storeroom/ui/charts', file: 'src/charts.ts' },
];

async function bundle(root, entry) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    resolve: { conditions: ['@storeroom/source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: true,
      lib: { entry: isAbsolute(entry) ? entry : join(root, entry), formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  let eager = 0;
  let lazy = 0;
  for (const chunk of outputs) {
    if (chunk.type !== 'chunk') continue;
    if (chunk.isDynamicEntry) lazy += gzip(chunk.code);
    else eager += gzip(chunk.code);
  }
  return { eager, lazy };
}

// What the shell pays when it imports only the primitives it uses (tree-shaking at work).
const shellImports = [
  'Button',
  'Dialog',
  'ConfirmDialog',
  'SidePanel',
  'Toaster',
  'Tooltip',
  'Menu',
  'Input',
  'Field',
];

export async function run({ root }) {
  const ui = join(root, 'packages', 'ui');
  const rows = [];
  const dir = mkdtempSync(join(tmpdir(), 'ui-size-'));
  try {
    const entry = join(dir, 'shell.ts');
    writeFileSync(
      entry,
      `import { ${shellImports.join(', ')} } from ${JSON.stringify(join(ui, 'src', 'index.ts'))};\n` +
        `console.log(${shellImports.join(', ')});\n`,
    );
    const { eager } = await bundle(ui, entry);
    rows.push({
      metric: `shell primitives only (${shellImports.length} imports, min+gzip)`,
      value: eager,
      unit: 'bytes',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  for (const entry of entries) {
    const started = Date.now();
    const { eager, lazy } = await bundle(ui, entry.file);
    rows.push({
      metric: `${entry.id} (min+gzip)`,
      value: eager,
      unit: 'bytes',
      ...(entry.target ? { target: entry.target } : {}),
    });
    if (lazy > 0) rows.push({ metric: `${entry.id} lazy parts (min+gzip)`, value: lazy, unit: 'bytes' });
    rows.push({ metric: `${entry.id} bundle time`, value: Date.now() - started, unit: 'ms' });
  }
  // The stylesheet as shipped (all @imports inlined by the package build).
  try {
    rows.push({
      metric: 'styles.css (gzip)',
      value: gzip(readFileSync(join(ui, 'dist', 'styles.css'), 'utf8')),
      unit: 'bytes',
    });
  } catch {
    // dist is absent until `pnpm --filter @storeroom/ui build` ran; the JS figures stand alone.
  }
  return rows;
}
