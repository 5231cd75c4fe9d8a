// `npm start`: build the admin (Vite) when it is missing, then run the server as the demo.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const app = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
if (!existsSync(join(app, 'dist', 'index.html')) || process.argv.includes('--build')) {
  const vite = join(require.resolve('vite/package.json'), '..', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: app, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(
  process.execPath,
  [__NODECONDITIONS__'--import', 'tsx', 'server.ts'],
  {
    cwd: app,
    stdio: 'inherit',
    // The demo: demo data on first start and a generated secret (server.ts).
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', STOREROOM_DEMO: '1' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
