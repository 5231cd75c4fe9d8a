import { GridPanel, useApi } from '@storeroom/core';
import type { GridFilterField } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import { EMPLOYEES_PAGE_SIZE } from '../../../schema';
import type { Employee } from '../../../schema';
import { employeesApiRef } from '../../api';
import { EmployeeForm } from './employee-form';

const col = createDataGridColumnHelper<Employee>();

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

const filterFields: GridFilterField[] = [
  { name: 'full_name', label: 'Full name', type: 'text' },
  { name: 'email', label: 'Email', type: 'text' },
];

/**
 * `/admin/employees` (spec 2 §2): the employees list, 100 a page, with the side panel
 * (`?id=`; 0 creates). Owner only: the route and menu entry are owner-only and the server
 * refuses everyone else.
 */
export function EmployeesListPage() {
  const client = useApi(employeesApiRef);
  return (
    <GridPanel<Employee>
      resource={client}
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
