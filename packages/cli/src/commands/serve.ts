import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { CliError } from '../lib/errors';

/** Where an assembled admin's built server is (`tsup` in examples/admin and scaffolded admins). */
export const DEFAULT_SERVER_ENTRY = 'dist/server/server.js';

const count = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${what} must be a whole number from ${min} to ${max}.` })
    .int(`${what} must be a whole number from ${min} to ${max}.`)
    .min(min, `${what} must be a whole number from ${min} to ${max}.`)
    .max(max, `${what} must be a whole number from ${min} to ${max}.`);

export const serveOptionsSchema = z.object({
  entry: z.string().min(1).default(DEFAULT_SERVER_ENTRY),
  cwd: z.string().min(1).default('.'),
  workers: count('--workers', 1, 64).optional(),
  port: count('--port', 0, 65535).optional(),
});
export type ServeOptions = z.input<typeof serveOptionsSchema>;

/**
 * Runs a built server with Node (no TypeScript at run time) and returns its exit code. Its
 * settings come from the environment (@storeroom/server README "Production"); `workers`
 * and `port` set STOREROOM_WORKERS and PORT. SIGINT and SIGTERM are passed on (the server
 * drains), and the exit code is the server's.
 */
export async function serve(options: ServeOptions = {}): Promise<number> {
  const { entry, cwd, workers, port } = serveOptionsSchema.parse(options);
  const file = resolve(cwd, entry);
  if (!existsSync(file))
    throw new CliError(
      `No built server at ${relative(resolve(cwd), file)} (in ${resolve(cwd)}): build it first (\`pnpm build:server\` in an assembled admin).`,
    );
  const env = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    ...(workers !== undefined ? { STOREROOM_WORKERS: String(workers) } : {}),
    ...(port !== undefined ? { PORT: String(port) } : {}),
  };
  const child = spawn(process.execPath, [file], { cwd: resolve(cwd), stdio: 'inherit', env });
  const pass = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', pass);
  process.on('SIGTERM', pass);
  try {
    return await new Promise<number>((done, fail) => {
      child.on('error', fail);
      child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    });
  } finally {
    process.off('SIGINT', pass);
    process.off('SIGTERM', pass);
  }
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description(
      'Run an assembled admin’s built server in production (settings from the environment; drains on SIGTERM)',
    )
    .argument('[entry]', 'the built server', DEFAULT_SERVER_ENTRY)
    .option('-w, --workers <n>', 'API processes on one port (more than one needs DATABASE_URL)')
    .option('-p, --port <port>', 'port (default PORT, else 4000)')
    .action(async (entry: string, raw: { workers?: string; port?: string }) => {
      const code = await serve({ entry, workers: raw.workers, port: raw.port });
      process.exitCode = code;
    });
}
