import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryHttpClient } from '@storeroom/core';
import { AdminTestProvider } from '@storeroom/core/testing';
import { EMPLOYEES_PATH, createEmployeesClient } from '../../../client';
import { EMPLOYEES_MESSAGES } from '../../../schema';
import type { Employee } from '../../../schema';
import { employeesApiRef } from '../../api';
import { EmployeesListPage } from './employees-list';

const seed: Employee[] = [
  { id: 1, email: 'ann@shop.test', full_name: 'Ann Packer', phone: null, enabled: true, access: [] },
  {
    id: 2,
    email: 'bo@shop.test',
    full_name: 'Bo Shipper',
    phone: '+1.2025550123',
    enabled: false,
    access: [{ subject: 'orders', rule: 1, options: ['allow_fulfilments'] }],
  },
];

function setup(
  path = '/admin/employees',
  validate?: (path: string, body: Record<string, unknown>) => Record<string, string[]> | undefined,
) {
  const http = createMemoryHttpClient({
    resources: { [EMPLOYEES_PATH]: seed.map((e) => ({ ...e })) },
    validate,
  });
  render(
    <AdminTestProvider apis={[[employeesApiRef, createEmployeesClient(http)]]} initialPath={path}>
      <EmployeesListPage />
    </AdminTestProvider>,
  );
  return http;
}

describe('Employees list', () => {
  it('lists the employees', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Employees' });
    expect(await within(grid).findByText('Ann Packer')).toBeInTheDocument();
    expect(within(grid).getByText('bo@shop.test')).toBeInTheDocument();
  });

  it('creates an employee with limited orders access, refusing invalid input first', async () => {
    const user = userEvent.setup();
    const http = setup();
    await user.click(await screen.findByRole('button', { name: 'Add employee' }));
    const form = await screen.findByRole('form', { name: 'Employee' });
    // spec 2 §6: default is no access and enabled.
    expect(within(form).getByRole('switch', { name: 'Enabled' })).toBeChecked();
    const orders = within(form).getByRole('radiogroup', { name: 'Orders' });
    expect(within(orders).getByRole('radio', { name: 'No access' })).toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(EMPLOYEES_MESSAGES.fullNameRequired)).toBeInTheDocument();
    expect(within(form).getByText(EMPLOYEES_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(http.rows(EMPLOYEES_PATH)).toHaveLength(2);

    await user.type(within(form).getByLabelText(/Email/), 'cy@shop.test');
    await user.type(within(form).getByLabelText(/Full name/), 'Cy Clerk');
    await user.type(within(form).getByLabelText(/Password/), 'secret-123');
    await user.click(within(orders).getByRole('radio', { name: 'Limited' }));
    const options = within(form).getByRole('group', { name: 'Orders options' });
    await user.click(within(options).getByRole('checkbox', { name: 'Allow export' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(EMPLOYEES_MESSAGES.created, {}, { timeout: 5000 })).toBeInTheDocument();
    const created = http.rows(EMPLOYEES_PATH).find((row) => row.email === 'cy@shop.test');
    expect(created).toMatchObject({
      full_name: 'Cy Clerk',
      enabled: true,
      phone: null,
      password: 'secret-123',
      access: [{ subject: 'orders', rule: 1, options: ['allow_export'] }],
    });
    // Nothing is left unsaved: the panel closes without asking.
    await user.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Employee' })).not.toBeInTheDocument());
  });

  it('sets a new password for an existing employee only when one is typed', async () => {
    const user = userEvent.setup();
    const http = setup('/admin/employees?id=1');
    const form = await screen.findByRole('form', { name: 'Employee' });
    const password = within(form).getByLabelText(/New password/);
    expect(password).toHaveValue('');
    await user.type(password, 'short');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(EMPLOYEES_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(http.rows(EMPLOYEES_PATH).find((row) => row.id === 1)).not.toHaveProperty('password');

    await user.clear(password);
    await user.type(password, 'changed-password-1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EMPLOYEES_MESSAGES.updated)).toBeInTheDocument();
    expect(http.rows(EMPLOYEES_PATH).find((row) => row.id === 1)).toMatchObject({
      password: 'changed-password-1',
    });
    // The field empties after the save: the password is never shown again.
    expect(within(form).getByLabelText(/New password/)).toHaveValue('');
  });

  it('the full-access toggle sets every area to full', async () => {
    const user = userEvent.setup();
    const http = setup('/admin/employees?id=1');
    const form = await screen.findByRole('form', { name: 'Employee' });
    await user.click(within(form).getByRole('switch', { name: /Full access/ }));
    for (const area of ['Orders', 'Customers', 'Files']) {
      const group = within(form).getByRole('radiogroup', { name: area });
      expect(within(group).getByRole('radio', { name: 'Full access' })).toBeChecked();
    }
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EMPLOYEES_MESSAGES.updated)).toBeInTheDocument();
    const access = http.rows(EMPLOYEES_PATH).find((row) => row.id === 1)?.access as { rule: number }[];
    expect(access).toHaveLength(18);
    expect(access.every((rule) => rule.rule === 2)).toBe(true);
  });

  it('shows the server’s 422 on its field and keeps the input', async () => {
    const user = userEvent.setup();
    setup('/admin/employees?id=1', () => ({ email: ['This email address has already been taken.'] }));
    const form = await screen.findByRole('form', { name: 'Employee' });
    const email = within(form).getByLabelText(/Email/);
    await user.clear(email);
    await user.type(email, 'bo@shop.test');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This email address has already been taken.')).toBeInTheDocument();
    expect(email).toHaveValue('bo@shop.test');
  });

  it('deletes an employee after confirmation', async () => {
    const user = userEvent.setup();
    const http = setup('/admin/employees?id=2');
    const form = await screen.findByRole('form', { name: 'Employee' });
    await user.click(within(form).getByRole('button', { name: 'Delete employee' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(EMPLOYEES_MESSAGES.confirmDelete)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(EMPLOYEES_MESSAGES.deleted)).toBeInTheDocument();
    expect(http.rows(EMPLOYEES_PATH).map((row) => row.id)).toEqual([1]);
    const grid = screen.getByRole('grid', { name: 'Employees' });
    await waitFor(() => expect(within(grid).queryByText('Bo Shipper')).not.toBeInTheDocument());
    expect(within(grid).getByText('Ann Packer')).toBeInTheDocument();
  });
});
