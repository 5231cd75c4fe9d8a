import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

/**
 * The folder of a dependency of the CLI: found from its main entry, because a package whose
 * `exports` leave out `./package.json` (publint) refuses `require.resolve('x/package.json')`.
 */
function packageDirOf(pkg: string): string {
  let dir = dirname(require.resolve(pkg));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === pkg
    )
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new CliError(`Cannot find the folder of ${pkg}.`);
    dir = parent;
  }
}

/** The path of a dependency's bin script (tsup ships with the CLI). */
function binOf(pkg: string, bin: string): string {
  const dir = packageDirOf(pkg);
  const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    bin: string | Record<string, string>;
  };
  const rel = typeof json.bin === 'string' ? json.bin : json.bin[bin];
  if (!rel) throw new CliError(`${pkg} has no "${bin}" binary.`);
  return join(dir, rel);
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
  // Through publint's API: each message goes to `out`, and errors fail the build.
  const { publint } = await import('publint');
  const { formatMessage } = await import('publint/utils');
  const { messages, pkg } = await publint({ pkgDir: dir, pack, level: 'suggestion' });
  for (const m of messages) {
    const text = `${m.type}: ${formatMessage(m, pkg, { color: false }) ?? m.code}`;
    if (m.type === 'error') out.error(text);
    else if (m.type === 'warning') out.warn(text);
    else out.info(text);
  }
  const errors = messages.filter((m) => m.type === 'error').length;
  if (errors > 0)
    throw new CliError(`The built package has ${errors} problem${errors === 1 ? '' : 's'} (publint).`);
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
