import { GridPanel, filterFieldsOf } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import { EMPLOYEES_PAGE_SIZE } from '../../../contract';
import type { EmployeeItem } from '../../../contract';
import { employees } from '../../data';
import { EmployeeForm } from './employee-form';

const col = createDataGridColumnHelper<EmployeeItem>();

const ENABLED_LABELS = { enabled: 'Enabled', disabled: 'Disabled' };

const columns = [
  col.accessor('full_name', { header: 'Full name' }),
  col.accessor('email', { header: 'Email' }),
  col.accessor('phone', { header: 'Phone', cell: (info) => info.getValue() ?? '' }),
  col.accessor('enabled', {
    header: 'Status',
    cell: (info) => <StatusPill status={info.getValue() ? 'enabled' : 'disabled'} labels={ENABLED_LABELS} />,
  }),
];

const filterFields = filterFieldsOf(employees.contract, ['full_name', 'email']);

/**
 * `/admin/employees` (spec 2 §2): the employees list, 100 a page, with the side panel
 * (`?id=`; 0 creates). Owner only: the route and menu entry are owner-only and the server
 * refuses everyone else.
 */
export function EmployeesListPage() {
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
