/** @storeroom/cli: the `storeroom` command's program, for embedding and tests. */
import { Command } from 'commander';
import { registerBuild } from './commands/build';
import { registerDoctor } from './commands/doctor';

export { CliError } from './lib/errors';
export { pluginIdSchema, appNameSchema } from './lib/names';
export { doctor } from './commands/doctor';
export { build } from './commands/build';
export type { Finding } from './lib/doctor-checks';

/** The `storeroom` program with every command registered (one command per file). */
export function createProgram(): Command {
  const program = new Command('storeroom');
  program
    .description('Scaffold and run Storeroom plugins, private apps and admins')
    .version('0.1.0')
    .showHelpAfterError('(add --help for usage)');
  registerDoctor(program);
  registerBuild(program);
  return program;
}
