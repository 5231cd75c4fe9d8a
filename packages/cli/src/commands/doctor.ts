import { resolve } from 'node:path';
import type { Command } from 'commander';
import pc from 'picocolors';
import { z } from 'zod';
import { checkPluginPackage } from '../lib/doctor-checks';
import { checkManifest } from '../lib/manifest-check';
import { checkServer } from '../lib/server-check';
import type { Finding } from '../lib/doctor-checks';
import { CliError } from '../lib/errors';
import { terminal } from '../lib/output';
import type { Output } from '../lib/output';

export const doctorOptionsSchema = z.object({
  dir: z.string().min(1),
  /** Also load src/admin/plugin.ts and validate its manifest as createAdmin does. */
  manifest: z.boolean().default(true),
  /** Also load src/server/plugin.ts and check it as createServer does (default: as `manifest`). */
  server: z.boolean().optional(),
});
export type DoctorOptions = z.input<typeof doctorOptionsSchema>;

/** Checks a plugin package against the plugin conventions and prints what to fix. */
export async function doctor(options: DoctorOptions, out: Output = terminal): Promise<Finding[]> {
  const o = doctorOptionsSchema.parse(options);
  const dir = resolve(o.dir);
  const findings = await checkPluginPackage(dir);
  if (o.manifest && findings.every((f) => f.check !== 'package'))
    findings.push(...(await checkManifest(dir)));
  if ((o.server ?? o.manifest) && findings.every((f) => f.check !== 'package'))
    findings.push(...(await checkServer(dir)));
  if (findings.length === 0) {
    out.success('✔ The plugin follows the conventions.');
    return findings;
  }
  for (const f of findings) {
    const line = `${f.level === 'error' ? '✖' : '⚠'} [${f.check}] ${f.message}\n    fix: ${f.fix}`;
    if (f.level === 'error') out.error(line);
    else out.warn(line);
  }
  const errors = findings.filter((f) => f.level === 'error').length;
  if (errors > 0) throw new CliError(`${errors} problem${errors === 1 ? '' : 's'} found.`);
  return findings;
}

export function registerDoctor(program: Command): void {
  program
    .command('doctor')
    .description('Check a plugin package against the plugin conventions and print fixes')
    .option('-d, --dir <dir>', 'the plugin package folder', '.')
    .option('--no-manifest', 'skip loading and validating the admin manifest')
    .option('--no-server', 'skip loading and checking the server part (src/server/plugin.ts)')
    .action(async (raw: unknown) => {
      await doctor(doctorOptionsSchema.parse(raw));
      console.log(
        pc.dim(
          'Checked: ./contract entry and file, entry points, other plugins only through ./contract (imports and raw HTTP), no hand client, client without React, peer dependencies, scripts, lazy routes, stories, manifest, server routes and subjects.',
        ),
      );
    });
}
