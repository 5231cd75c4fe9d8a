// `npm start`: build the admin when its sources changed, then serve it with the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
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
const builtAt = newest(join(app, 'dist', 'index.html'));
if (builtAt === 0 || Math.max(...sources.map(newest)) > builtAt) {
  console.log('> building the admin');
  const vite = join(app, 'node_modules', '.bin', 'vite');
  const build = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: app, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--conditions=@storeroom/source', '--import', 'tsx', 'server.ts'], {
  cwd: app,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
