// `npm start`: the demo. Builds the admin (Vite) and the server (tsup) when their sources
// changed, then runs the built server (no TypeScript at run time) with STOREROOM_DEMO=1: demo
// data on a fresh database and a generated signing secret.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const app = fileURLToPath(new URL('..', import.meta.url));
const repo = join(app, '..', '..');

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let max = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '.data') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

const sources = [join(app, 'src'), join(app, 'index.html'), join(app, 'vite.config.ts')];
for (const dir of ['packages', join('packages', 'plugins'), 'examples']) {
  const base = join(repo, dir);
  if (!existsSync(base)) continue;
  for (const name of readdirSync(base)) sources.push(join(base, name, 'src'));
}
const newestSource = Math.max(...sources.map(newest));
const builtAt = newest(join(app, 'dist', 'admin', 'index.html'));
if (builtAt === 0 || Math.max(newestSource, newest(join(app, 'package.json'))) > builtAt) {
  console.log('> building the admin');
  const vite = join(app, 'node_modules', '.bin', 'vite');
  const build = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: app, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverSources = ['server.ts', 'server-plugins.ts', 'plugin-list.ts', 'tsup.config.ts', 'package.json'];
const serverBuiltAt = newest(join(app, 'dist', 'server', 'server.js'));
if (
  serverBuiltAt === 0 ||
  Math.max(newestSource, ...serverSources.map((f) => newest(join(app, f)))) > serverBuiltAt
) {
  console.log('> building the server');
  const tsup = join(dirname(createRequire(join(repo, 'package.json')).resolve('tsup')), 'cli-default.js');
  const build = spawnSync(process.execPath, [tsup], { cwd: app, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [join('dist', 'server', 'server.js')], {
  cwd: app,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', STOREROOM_DEMO: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
