import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import pc from 'picocolors';
import { z } from 'zod';
import { PERSONAS } from '../dev/personas';
import { DEV_INDEX_HTML, devMainTsx } from '../dev/shell-files';
import { CliError } from '../lib/errors';
import { cliPackageRoot } from '../lib/package-root';
import { terminal } from '../lib/output';
import type { Output } from '../lib/output';
import { findMonorepo, tsxTsconfigFor } from '../lib/workspace';

export const devOptionsSchema = z.object({
  dir: z.string().min(1).default('.'),
  port: z.coerce.number().int().min(1).max(65535).default(4100),
  apiPort: z.coerce.number().int().min(1).max(65535).default(4101),
  host: z.string().min(1).default('127.0.0.1'),
});
export type DevOptions = z.input<typeof devOptionsSchema>;

export interface DevSession {
  url: string;
  apiUrl: string;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** The API server script: from source when the CLI runs from source, else from dist. */
function apiServerScript(): string {
  const root = cliPackageRoot();
  const fromSource = fileURLToPath(import.meta.url).endsWith('.ts');
  const script = fromSource
    ? join(root, 'src', 'dev', 'api-server.ts')
    : join(root, 'dist', 'dev', 'api-server.js');
  if (!existsSync(script))
    throw new CliError(`The dev server script is missing (${script}). Reinstall @storeroom/cli.`);
  return script;
}

/**
 * Refuses a port another program listens on: the health check would otherwise find that
 * program's server (another `storeroom dev`, say) and the shell would talk to it.
 */
async function ensurePortFree(host: string, port: number, what: string): Promise<void> {
  await new Promise<void>((done, fail) => {
    const probe = createNetServer();
    probe.once('error', () =>
      fail(
        new CliError(`Port ${port} (${what}) is in use on ${host}. Stop what uses it, or pick another port.`),
      ),
    );
    probe.listen(port, host, () => probe.close(() => done()));
  });
}

function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  return new Promise((done, fail) => {
    const onExit = (code: number | null) => fail(new CliError(`The API server stopped (exit ${code}).`));
    child.once('exit', onExit);
    const tick = async () => {
      try {
        const res = await fetch(`${url}/api/v1/health`);
        if (res.ok) {
          child.off('exit', onExit);
          done();
          return;
        }
      } catch {
        // not up yet
      }
      if (Date.now() - started > timeoutMs) {
        child.off('exit', onExit);
        fail(new CliError('The API server did not start in time.'));
        return;
      }
      setTimeout(() => void tick(), 300);
    };
    void tick();
  });
}

/**
 * Runs one plugin alone: the reference server with only its server part (embedded database,
 * seeded, persona employees; restarted when server code changes) and the admin shell with
 * only its admin plugin (Vite, hot reload), with a header menu to switch personas.
 */
export async function dev(options: DevOptions, out: Output = terminal): Promise<DevSession> {
  const o = devOptionsSchema.parse(options);
  const dir = resolve(o.dir);
  const adminEntry = join(dir, 'dev', 'admin.ts');
  const serverEntry = join(dir, 'dev', 'server.ts');
  if (!existsSync(adminEntry) || !existsSync(serverEntry)) {
    throw new CliError(
      'No dev/admin.ts and dev/server.ts here. Run storeroom dev inside a plugin made with `storeroom create plugin`.',
    );
  }
  const work = join(dir, '.storeroom', 'dev');
  await mkdir(work, { recursive: true });
  await writeFile(join(work, 'index.html'), DEV_INDEX_HTML);
  await writeFile(
    join(work, 'main.tsx'),
    devMainTsx('../../dev/admin.ts', JSON.stringify(PERSONAS, null, 2)),
  );

  const apiUrl = `http://${o.host}:${o.apiPort}`;
  await ensurePortFree(o.host, o.apiPort, 'the API');
  await ensurePortFree(o.host, o.port, 'the shell');
  const tsconfig = tsxTsconfigFor(dir);
  const api = spawn(
    process.execPath,
    [
      require.resolve('tsx/cli'),
      'watch',
      '--clear-screen=false',
      '--conditions=@storeroom/source',
      apiServerScript(),
    ],
    {
      cwd: dir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        ...(tsconfig ? { TSX_TSCONFIG_PATH: tsconfig } : {}),
        PORT: String(o.apiPort),
        STOREROOM_DEV_ENTRY: serverEntry,
        STOREROOM_DEV_DATA: join(work, 'db'),
      },
    },
  );
  try {
    await waitForHealth(apiUrl, api, 180_000);
  } catch (error) {
    api.kill('SIGTERM');
    throw error;
  }

  const { createServer, defaultClientConditions } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const monorepo = findMonorepo(dir);
  const vite = await createServer({
    configFile: false,
    root: work,
    plugins: [react()],
    resolve: {
      conditions: ['@storeroom/source', ...defaultClientConditions],
      dedupe: ['react', 'react-dom'],
    },
    server: {
      host: o.host,
      port: o.port,
      strictPort: true,
      proxy: { '/api': apiUrl },
      fs: { allow: [dir, ...(monorepo ? [monorepo] : [])] },
    },
    appType: 'spa',
    logLevel: 'warn',
  });
  await vite.listen();
  const url = `http://${o.host}:${o.port}/admin`;
  out.success(`✔ storeroom dev: ${url}`);
  out.info(
    pc.dim(`  personas (header menu "Persona"): ${PERSONAS.map((p) => `${p.label} ${p.email}`).join(' · ')}`),
  );
  return {
    url,
    apiUrl,
    async close() {
      await vite.close();
      await new Promise<void>((done) => {
        if (api.exitCode !== null) return done();
        api.once('exit', () => done());
        api.kill('SIGTERM');
      });
    },
  };
}

export function registerDev(program: Command): void {
  program
    .command('dev')
    .description('Run this plugin alone: the shell and the reference server, with permission personas')
    .option('-d, --dir <dir>', 'the plugin package folder', '.')
    .option('-p, --port <port>', 'port of the admin shell', '4100')
    .option('--api-port <port>', 'port of the API server', '4101')
    .option('--host <host>', 'host to listen on', '127.0.0.1')
    .action(async (raw: unknown) => {
      const session = await dev(devOptionsSchema.parse(raw));
      const stop = () => void session.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
}
