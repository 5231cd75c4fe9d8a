import { useMemo } from 'react';
import { GridPanel, filterFieldsOf } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import { EMPLOYEES_PAGE_SIZE, INVITATION_STATUS_LABELS } from '../../../contract';
import type { EmployeeItem, Invitation } from '../../../contract';
import { employees, useInvitations } from '../../data';
import { EmployeeForm } from './employee-form';

const col = createDataGridColumnHelper<EmployeeItem>();

const STATUS_LABELS = { enabled: 'Enabled', disabled: 'Disabled', ...INVITATION_STATUS_LABELS };
const STATUS_TONES = {
  enabled: 'success',
  disabled: 'neutral',
  invited: 'warning',
  expired: 'danger',
} as const;

/** The columns; an employee who has not accepted their invitation shows as Invited (or expired). */
function columnsWith(invitations: ReadonlyMap<number, Invitation> | undefined) {
  return [
    col.accessor('full_name', { header: 'Full name' }),
    col.accessor('email', { header: 'Email' }),
    col.accessor('phone', { header: 'Phone', cell: (info) => info.getValue() ?? '' }),
    col.accessor('enabled', {
      header: 'Status',
      cell: (info) => (
        <StatusPill
          status={
            invitations?.get(info.row.original.id)?.status ?? (info.getValue() ? 'enabled' : 'disabled')
          }
          labels={STATUS_LABELS}
          tones={STATUS_TONES}
        />
      ),
    }),
  ];
}

const filterFields = filterFieldsOf(employees.contract, ['full_name', 'email']);

/**
 * `/admin/employees` (spec 2 §2): the employees list, 100 a page, with the side panel
 * (`?id=`; 0 creates). An employee added without a password is invited by e-mail and shows
 * as Invited until they accept (issue 18 item 15). Owner only: the route and menu entry are owner-only and the server
 * refuses everyone else.
 */
export function EmployeesListPage() {
  const invitations = useInvitations();
  const columns = useMemo(() => columnsWith(invitations.data), [invitations.data]);
  return (
    <GridPanel<EmployeeItem>
      resource={employees.useResource()}
      label="Employees"
      columns={columns}
      getRowLabel={(item) => item.full_name}
      filterFields={filterFields}
      savedViews={false}
      pageSizes={[EMPLOYEES_PAGE_SIZE]}
      defaultPageSize={EMPLOYEES_PAGE_SIZE}
      defaultSort="id"
      newLabel="Add employee"
      panelTitle={(item, isNew) => (isNew ? 'New employee' : (item?.full_name ?? 'Employee'))}
      renderPanel={(panel) => <EmployeeForm panel={panel} onDeleted={panel.close} />}
    />
  );
}
