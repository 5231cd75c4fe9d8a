/** @storeroom/cli: the `storeroom` command's program, for embedding and tests. */
import { Command } from 'commander';
import { registerBuild } from './commands/build';
import { registerCreate } from './commands/create';
import { registerDev } from './commands/dev';
import { registerDoctor } from './commands/doctor';
import { registerServe } from './commands/serve';
import { registerUpgrade } from './commands/upgrade';
import { cliVersion } from './lib/package-root';

export { CliError } from './lib/errors';
export { pluginIdSchema, appNameSchema } from './lib/names';
export { doctor } from './commands/doctor';
export { dev } from './commands/dev';
export type { DevOptions, DevSession } from './commands/dev';
export { build } from './commands/build';
export { serve } from './commands/serve';
export type { ServeOptions } from './commands/serve';
export { upgrade, frameworkVersions } from './commands/upgrade';
export type { UpgradeOptions, UpgradeResult, DependencyBump } from './commands/upgrade';
export { createPlugin, registerInExampleAdmin } from './commands/create-plugin';
export type { CreatePluginOptions, CreatedPlugin } from './commands/create-plugin';
export { createAdmin, pluginIdOf } from './commands/create-admin';
export type { CreateAdminOptions } from './commands/create-admin';
export { createPrivateApp } from './commands/create-private-app';
export type { CreatePrivateAppOptions } from './commands/create-private-app';
export type { Finding } from './lib/doctor-checks';

/** The `storeroom` program with every command registered (one command per file). */
export function createProgram(): Command {
  const program = new Command('storeroom');
  program
    .description('Scaffold and run Storeroom plugins, private apps and admins')
    .version(cliVersion())
    .showHelpAfterError('(add --help for usage)');
  registerCreate(program);
  registerDev(program);
  registerDoctor(program);
  registerBuild(program);
  registerServe(program);
  registerUpgrade(program);
  return program;
}
