import type { Command } from 'commander';
import { registerCreateAdmin } from './create-admin';
import { registerCreatePlugin } from './create-plugin';
import { registerCreatePrivateApp } from './create-private-app';

/** `storeroom create <what>`: plugins, admins and private apps. */
export function registerCreate(program: Command): void {
  const create = program.command('create').description('Scaffold a plugin, a private app or an admin');
  registerCreatePlugin(create);
  registerCreateAdmin(create);
  registerCreatePrivateApp(create);
}
