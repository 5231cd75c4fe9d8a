/**
 * The Employees plugin's contract: what other packages may know of it. Its screens use the
 * CORE server's endpoints (`/employees`, `/apps/private-apps` and its tokens), declared once in
 * the core contract (`coreContract` of `@storeroom/core/contract`); this plugin declares only
 * the owner-only subject its screens are guarded by, and re-exports the core shapes it shows.
 */
import { defineContract } from '@storeroom/core/contract';
import { EMPLOYEES_SUBJECT } from './model';

export * from './model';
export { coreContract } from '@storeroom/core/contract';
export type {
  EmployeeInput,
  EmployeeItem,
  PrivateAppInput,
  PrivateAppItem,
  PrivateAppTokenItem,
} from '@storeroom/core/contract';

export const employeesContract = defineContract({
  id: 'employees',
  subjects: { employees: EMPLOYEES_SUBJECT },
});
