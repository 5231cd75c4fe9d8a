/**
 * The server part of the Employees plugin is empty on purpose: the endpoints it uses
 * (`/employees`, `/apps/private-apps` and its tokens; spec 2 §7, spec 4 §7) are core's
 * reference server's, enforced there (employees owner-only, private apps under the apps
 * subject). The entry stays so the package keeps the plugin skeleton and the admin example
 * registers it like any plugin.
 */
import { defineServerPlugin } from '@storeroom/server';

export const employeesServerPlugin = defineServerPlugin({ id: 'employees' });
