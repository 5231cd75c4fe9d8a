/**
 * The Employees plugin's server part declares its contract and nothing else: the endpoints its
 * screens use (`/employees`, `/apps/private-apps` and its tokens; spec 2 §7, spec 4 §7) are the
 * core server's, declared in the core contract and enforced there (employees owner-only,
 * private apps under the apps subject and within the caller's own access).
 */
import { defineServerPlugin } from '@storeroom/server';
import { employeesContract } from '../contract';

export const employeesServerPlugin = defineServerPlugin({ id: 'employees', contract: employeesContract });
