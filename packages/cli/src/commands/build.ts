import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { CliError } from '../lib/errors';
import { terminal } from '../lib/output';
import type { Output } from '../lib/output';

export const buildOptionsSchema = z.object({
  dir: z.string().min(1),
  pack: z.enum(['npm', 'pnpm']).default('npm'),
});
export type BuildOptions = z.input<typeof buildOptionsSchema>;

const require = createRequire(import.meta.url);

/** The path of a dependency's bin script (tsup and publint ship with the CLI). */
function binOf(pkg: string, bin: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const json = require(manifest) as { bin: string | Record<string, string> };
  const rel = typeof json.bin === 'string' ? json.bin : json.bin[bin];
  if (!rel) throw new CliError(`${pkg} has no "${bin}" binary.`);
  return join(dirname(manifest), rel);
}

function run(script: string, args: string[], cwd: string): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script, ...args], { cwd, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code) => done(code ?? 1));
  });
}

/** Builds a plugin package with tsup (its tsup.config.ts) and checks the result with publint. */
export async function build(options: BuildOptions, out: Output = terminal): Promise<void> {
  const { dir: rawDir, pack } = buildOptionsSchema.parse(options);
  const dir = resolve(rawDir);
  if (!existsSync(join(dir, 'package.json'))) throw new CliError(`No package.json in ${dir}.`);
  if (!existsSync(join(dir, 'tsup.config.ts'))) {
    throw new CliError('No tsup.config.ts here. Plugins made with `storeroom create plugin` have one.');
  }
  out.info('› tsup');
  if ((await run(binOf('tsup', 'tsup'), [], dir)) !== 0) throw new CliError('The build failed (tsup).');
  out.info('› publint');
  if ((await run(binOf('publint', 'publint'), ['--pack', pack], dir)) !== 0) {
    throw new CliError('The built package has problems (publint).');
  }
  out.success('✔ Built and checked.');
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('Build a plugin package (tsup preset) and check it with publint')
    .option('-d, --dir <dir>', 'the plugin package folder', '.')
    .option('--pack <manager>', 'package manager publint packs with (npm or pnpm)', 'npm')
    .action(async (raw: unknown) => {
      await build(buildOptionsSchema.parse(raw));
    });
}
