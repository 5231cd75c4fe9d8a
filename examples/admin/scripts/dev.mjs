// `pnpm dev`: Vite with hot reload for the admin on PORT (4000), the API server restarted
// on change (tsx watch) on API_PORT (4001); Vite proxies /api to it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const app = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '4001';
const children = [
  spawn('tsx', ['watch', '--conditions=@storeroom/source', 'server.ts'], {
    cwd: app,
    stdio: 'inherit',
    // The demo (demo data, a generated secret) with pretty logs.
    env: {
      ...process.env,
      PORT: apiPort,
      STOREROOM_API_ONLY: '1',
      STOREROOM_DEMO: '1',
      // The address to open is Vite's, not the API's (printed by server.ts).
      STOREROOM_ADMIN_URL: `http://127.0.0.1:${process.env.PORT ?? '4000'}/admin`,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
    },
  }),
  spawn('vite', [], { cwd: app, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
