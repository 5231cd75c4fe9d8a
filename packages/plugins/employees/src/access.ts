/**
 * The access subject of the Employees area. Managing employees is the owner's alone
 * ("Employee users never see Employees", spec 4 §6), so the subject is owner-only: the admin
 * hides the menu entry and guards the route with it. The server's own declaration
 * (`EMPLOYEES_SUBJECT` of @storeroom/server, same id) guards the endpoints; the admin may not
 * import the server package, so this mirrors it (the server test checks they agree).
 * It sits in a module of its own, free of zod, because the admin manifest needs it at start-up.
 */
import { defineSubject } from '@storeroom/core/access';

export const EMPLOYEES_SUBJECT = defineSubject({ id: 'employees', label: 'Employees', ownerOnly: true });
