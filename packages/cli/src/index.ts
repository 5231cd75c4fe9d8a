/** @storeroom/cli: the `storeroom` command's program, for embedding and tests. */
import { Command } from 'commander';

export function createProgram(): Command {
  const program = new Command('storeroom');
  program.description('Scaffold and run Storeroom plugins, private apps and admins').version('0.1.0');
  return program;
}
