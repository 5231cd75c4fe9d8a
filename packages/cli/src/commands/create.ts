import type { Command } from 'commander';
import { registerCreatePlugin } from './create-plugin';

/** `storeroom create <what>`: plugins (private apps and admins come next). */
export function registerCreate(program: Command): void {
  const create = program.command('create').description('Scaffold a plugin, a private app or an admin');
  registerCreatePlugin(create);
}
