// The assembled admin's bundle: build time, the initial JS that index.html loads (gzip),
// and each lazy chunk (gzip).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const name = 'admin-bundle';

const gzipBytes = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

export async function run({ root }) {
  const app = join(root, 'examples', 'admin');
  const started = Date.now();
  const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error'], {
    cwd: app,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('admin build failed');
  const buildMs = Date.now() - started;

  const dist = join(app, 'dist', 'admin');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = new Set(
    [...html.matchAll(/<(?:script[^>]+src|link[^>]+href)="\/?([^"]+\.js)"/g)].map((m) => basename(m[1])),
  );
  const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  let initialJs = 0;
  const lazy = [];
  for (const file of assets) {
    const size = gzipBytes(join(dist, 'assets', file));
    if (initial.has(file)) initialJs += size;
    else lazy.push({ file, size });
  }
  return [
    { metric: 'build time', value: buildMs, unit: 'ms' },
    // Target from the core issue: the shell with no plugin screen loaded under 150 KB gzip.
    { metric: 'initial JS (gzip)', value: initialJs, unit: 'bytes', target: 150 * 1024 },
    ...lazy
      .sort((a, b) => b.size - a.size)
      .map(({ file, size }) => ({
        metric: `lazy chunk ${file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '')} (gzip)`,
        value: size,
        unit: 'bytes',
      })),
  ];
}
