import { definePlugin } from '@storeroom/core';
import { SUBJECTS } from '@storeroom/core/access';
import { EMPLOYEES_SUBJECT, INVITATION_PAGE_PATH } from '../contract/shell';

/**
 * Employees (Settings → Employees, owner only) and private apps (Apps → Private apps);
 * each screen loads lazily (its own chunk). The endpoints are the core server's.
 */
export const employeesPlugin = definePlugin({
  id: 'employees',
  name: 'Employees',
  subjects: [EMPLOYEES_SUBJECT],
  routes: [
    {
      path: '/admin/employees',
      subject: EMPLOYEES_SUBJECT,
      // spec 4 §6: employee users never see Employees.
      ownerOnly: true,
      title: 'Employees',
      load: () => import('./routes/employees-list').then((m) => m.EmployeesListPage),
    },
    {
      // The page an invitation e-mail links to: the employee sets a password, signed out.
      path: INVITATION_PAGE_PATH,
      public: true,
      subject: null,
      title: 'Accept your invitation',
      load: () => import('./routes/invitation-accept').then((m) => m.InvitationAcceptPage),
    },
    {
      // spec 4 §2: until the app catalogue exists this page lists the private apps.
      path: '/admin/apps/installed',
      subject: SUBJECTS.apps,
      title: 'Private apps',
      load: () => import('./routes/private-apps').then((m) => m.PrivateAppsPage),
    },
  ],
  menu: [
    {
      group: 'settings',
      label: 'Employees',
      path: '/admin/employees',
      subject: EMPLOYEES_SUBJECT,
      ownerOnly: true,
    },
    { group: 'apps', label: 'Private apps', path: '/admin/apps/installed', subject: SUBJECTS.apps },
  ],
});
