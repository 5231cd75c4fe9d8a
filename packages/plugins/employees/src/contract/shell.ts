/**
 * What the Employees admin manifest reads at the shell's first load (its subject and the invitation
 * page's path). The rest of the model loads with the screens: a module the first load imports is
 * bundled there whole, with every export any screen uses. `./model.ts` re-exports this.
 */
import { EMPLOYEES_SUBJECT } from '@storeroom/core/access';

/**
 * The owner-only subject of the Employees area: the core contract's (the endpoints are the
 * core server's), so the menu, the route guard and the server read one declaration.
 */
export { EMPLOYEES_SUBJECT };

/** The admin's public page an invitation links to (`?token=`): the employee sets a password. */
export const INVITATION_PAGE_PATH = '/admin/user/invitation';
