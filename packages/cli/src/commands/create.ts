import type { Command } from 'commander';
import { registerCreateAdmin } from './create-admin';
import { registerCreatePlugin } from './create-plugin';

/** `storeroom create <what>`: plugins and admins. */
export function registerCreate(program: Command): void {
  const create = program.command('create').description('Scaffold a plugin, a private app or an admin');
  registerCreatePlugin(create);
  registerCreateAdmin(create);
}
