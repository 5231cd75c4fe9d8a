import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { createToastService, definePlugin, toastApiRef } from '@storeroom/core';
import { SUBJECTS, withOptions } from '@storeroom/core/access';
import { defineContract } from '@storeroom/core/contract';
import { DEMO_CREDENTIALS, defineServerPlugin } from '@storeroom/server';
import { AdminTestProvider } from '@storeroom/core/testing';
import { EMPLOYEES_MESSAGES, INVITATION_MESSAGES } from '../../../contract';
import type { EmployeeItem } from '../../../contract';
import { employeesTestServer } from '../../../server/test-server';
import { EmployeesListPage } from './employees-list';

// The orders area's export option, as the orders plugin's contract declares it: the admin's
// access editor offers it and the server keeps it (neither knows an option no plugin declares).
const ordersWithExport = withOptions(SUBJECTS.orders, [
  { id: 'allow_export', label: 'Allow export', grants: ['export'] },
]);
const optionsContract = defineContract({ id: 'test-orders-export', subjects: { orders: ordersWithExport } });
const optionsServer = defineServerPlugin({ id: 'test-orders-export', contract: optionsContract });
const optionsAdmin = definePlugin({
  id: 'test-orders-export',
  name: 'Orders export',
  subjects: [ordersWithExport],
});

// The real server answers in-process: on a loaded machine an answer can take seconds. Waits
// are for what the user sees; this limit is only for a hang.
configure({ asyncUtilTimeout: 60_000 });

const s = ownerSuite(() => employeesTestServer([optionsServer]), { beforeAll, afterAll });

// No artificial delay between keystrokes: the test waits for what the user sees, never for time.
const user = () => userEvent.setup({ delay: null });

async function fill(u: ReturnType<typeof user>, input: HTMLElement, text: string) {
  await u.clear(input);
  await u.paste(text);
}

function setup(path = '/admin/employees') {
  render(
    <AdminTestProvider
      fetch={s.t.fetch}
      {...s.owner}
      plugins={[optionsAdmin]}
      // Toasts stay until dismissed: a 5 s toast shown as a busy machine renders the saved
      // item's panel could expire before it is drawn (the duration is core's, tested there).
      apis={[[toastApiRef, createToastService({ duration: 0 })]]}
      initialPath={path}
    >
      <EmployeesListPage />
    </AdminTestProvider>,
  );
}

/** The employees the server holds (owner's view). */
async function stored(): Promise<EmployeeItem[]> {
  const res = await s.t.request('GET', '/employees?size=100', { token: s.owner.tokens.accessToken });
  return ((await res.json()) as { items: EmployeeItem[] }).items;
}

async function newEmployee(email: string, fullName: string): Promise<EmployeeItem> {
  const res = await s.t.request('POST', '/employees', {
    token: s.owner.tokens.accessToken,
    body: { email, full_name: fullName, password: 'initial-pass-1' },
  });
  return (await res.json()) as EmployeeItem;
}

// Each test drives a whole screen against the real server: the limit is for a hang only.
describe('Employees list (on the real server)', { timeout: 240_000 }, () => {
  it('lists the store’s employees', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Employees' });
    expect(await within(grid).findByText('Eli Employee')).toBeInTheDocument();
    expect(within(grid).getByText(DEMO_CREDENTIALS.employee.email)).toBeInTheDocument();
    // The other store's manager is not this store's employee.
    expect(within(grid).queryByText('Olive Manager')).not.toBeInTheDocument();
  });

  it('refuses a new employee without a name and a valid email, saving nothing', async () => {
    const u = user();
    setup();
    await u.click(await screen.findByRole('button', { name: 'Add employee' }));
    const form = await screen.findByRole('form', { name: 'Employee' });
    // spec 2 §6: default is no access and enabled.
    expect(within(form).getByRole('switch', { name: 'Enabled' })).toBeChecked();
    const orders = within(form).getByRole('radiogroup', { name: 'Orders' });
    expect(within(orders).getByRole('radio', { name: 'No access' })).toBeChecked();
    const before = (await stored()).length;
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(EMPLOYEES_MESSAGES.fullNameRequired)).toBeInTheDocument();
    expect(within(form).getByText(EMPLOYEES_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(await stored()).toHaveLength(before);
  });

  it('creates an employee with limited orders access', async () => {
    const u = user();
    setup('/admin/employees?id=0');
    const form = await screen.findByRole('form', { name: 'Employee' });
    // One input event per field (as pasted): what is saved is the point, not each keystroke.
    await fill(u, within(form).getByLabelText(/Email/), 'cy@shop.test');
    await fill(u, within(form).getByLabelText(/Full name/), 'Cy Clerk');
    await fill(u, within(form).getByLabelText(/Password/), 'secret-123');
    const orders = within(form).getByRole('radiogroup', { name: 'Orders' });
    await u.click(within(orders).getByRole('radio', { name: 'Limited' }));
    const options = within(form).getByRole('group', { name: 'Orders options' });
    await u.click(within(options).getByRole('checkbox', { name: 'Allow export' }));
    await u.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(EMPLOYEES_MESSAGES.created)).toBeInTheDocument();
    expect((await stored()).find((e) => e.email === 'cy@shop.test')).toMatchObject({
      full_name: 'Cy Clerk',
      enabled: true,
      phone: null,
      access: [{ subject: 'orders', rule: 1, options: ['allow_export'] }],
    });
    // The password was set: the new employee signs in with it.
    await expect(s.t.login({ email: 'cy@shop.test', password: 'secret-123' })).resolves.toEqual(
      expect.any(String),
    );
    // Nothing is left unsaved: the panel closes without asking.
    await u.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Employee' })).not.toBeInTheDocument());
  });

  it('invites a new employee left without a password: Invited in the list, resend and revoke from the panel', async () => {
    const u = user();
    setup('/admin/employees?id=0');
    const form = await screen.findByRole('form', { name: 'Employee' });
    expect(
      within(form).getByText('Leave empty to invite by e-mail: the employee sets their own password.'),
    ).toBeInTheDocument();
    await fill(u, within(form).getByLabelText(/Email/), 'ivy@shop.test');
    await fill(u, within(form).getByLabelText(/Full name/), 'Ivy Invited');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INVITATION_MESSAGES.sent)).toBeInTheDocument();
    const ivy = (await stored()).find((e) => e.email === 'ivy@shop.test')!;
    // The invitation e-mail went through the outbox, to the employee.
    const logs = (await (
      await s.t.request('GET', '/email-logs?sort=!id', { token: s.owner.tokens.accessToken })
    ).json()) as { items: { to_email: string; subject: string }[] };
    expect(logs.items.filter((m) => m.to_email === 'ivy@shop.test')).toHaveLength(1);
    // The list says Invited until the employee accepts.
    const grid = screen.getByRole('grid', { name: 'Employees' });
    const row = (await within(grid).findByText('Ivy Invited')).closest('[role="row"]') as HTMLElement;
    expect(await within(row).findByText('Invited')).toBeInTheDocument();
    // The panel offers Resend and Revoke.
    // (The panel may first show the moment between the save and the invitation: wait for Invited.)
    const invitation = await screen.findByRole('region', { name: 'Invitation' });
    await u.click(await within(invitation).findByRole('button', { name: 'Resend invitation' }));
    await waitFor(async () => {
      const again = (await (
        await s.t.request('GET', '/email-logs?sort=!id', { token: s.owner.tokens.accessToken })
      ).json()) as { items: { to_email: string }[] };
      expect(again.items.filter((m) => m.to_email === 'ivy@shop.test')).toHaveLength(2);
    });
    await u.click(await within(invitation).findByRole('button', { name: 'Revoke invitation' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(INVITATION_MESSAGES.confirmRevoke);
    await u.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(INVITATION_MESSAGES.revoked)).toBeInTheDocument();
    expect(await within(row).findByText('Not invited')).toBeInTheDocument();
    expect(await within(invitation).findByRole('button', { name: 'Send invitation' })).toBeInTheDocument();
    const listed = (await (
      await s.t.request('GET', '/employee-invitations', { token: s.owner.tokens.accessToken })
    ).json()) as { items: { employee_id: number; status: string }[] };
    expect(listed.items.find((i) => i.employee_id === ivy.id)?.status).toBe('not_invited');
  });

  it('sets a new password for an existing employee only when one is typed', async () => {
    const u = user();
    const ann = await newEmployee('ann@shop.test', 'Ann Packer');
    setup(`/admin/employees?id=${ann.id}`);
    const form = await screen.findByRole('form', { name: 'Employee' });
    const password = within(form).getByLabelText(/New password/);
    expect(password).toHaveValue('');
    await u.type(password, 'short');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(EMPLOYEES_MESSAGES.passwordTooShort)).toBeInTheDocument();
    await expect(s.t.login({ email: 'ann@shop.test', password: 'initial-pass-1' })).resolves.toEqual(
      expect.any(String),
    );

    await fill(u, password, 'changed-password-1');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EMPLOYEES_MESSAGES.updated)).toBeInTheDocument();
    await expect(s.t.login({ email: 'ann@shop.test', password: 'changed-password-1' })).resolves.toEqual(
      expect.any(String),
    );
    // The field empties after the save: the password is never shown again.
    expect(within(form).getByLabelText(/New password/)).toHaveValue('');
  });

  it('the full-access toggle sets every area to full', async () => {
    const u = user();
    const bo = await newEmployee('bo@shop.test', 'Bo Shipper');
    setup(`/admin/employees?id=${bo.id}`);
    const form = await screen.findByRole('form', { name: 'Employee' });
    await u.click(within(form).getByRole('switch', { name: /Full access/ }));
    for (const area of ['Orders', 'Customers', 'Files']) {
      const group = within(form).getByRole('radiogroup', { name: area });
      expect(within(group).getByRole('radio', { name: 'Full access' })).toBeChecked();
    }
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EMPLOYEES_MESSAGES.updated)).toBeInTheDocument();
    const access = (await stored()).find((e) => e.id === bo.id)!.access;
    expect(access).toHaveLength(18);
    expect(access.every((rule) => rule.rule === 2)).toBe(true);
  });

  it('shows the server’s 422 on its field and keeps the input', async () => {
    const u = user();
    const dee = await newEmployee('dee@shop.test', 'Dee Taken');
    setup(`/admin/employees?id=${dee.id}`);
    const form = await screen.findByRole('form', { name: 'Employee' });
    const email = within(form).getByLabelText(/Email/);
    await fill(u, email, DEMO_CREDENTIALS.employee.email);
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This email address has already been taken.')).toBeInTheDocument();
    expect(email).toHaveValue(DEMO_CREDENTIALS.employee.email);
    expect((await stored()).find((e) => e.id === dee.id)?.email).toBe('dee@shop.test');
  });

  it('deletes an employee after confirmation', async () => {
    const u = user();
    const gus = await newEmployee('gus@shop.test', 'Gus Gone');
    setup(`/admin/employees?id=${gus.id}`);
    const form = await screen.findByRole('form', { name: 'Employee' });
    await u.click(within(form).getByRole('button', { name: 'Delete employee' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(EMPLOYEES_MESSAGES.confirmDelete)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(EMPLOYEES_MESSAGES.deleted)).toBeInTheDocument();
    expect((await stored()).some((e) => e.id === gus.id)).toBe(false);
    const grid = screen.getByRole('grid', { name: 'Employees' });
    // The list reloads: the others are listed again, the deleted one is not.
    await waitFor(() => {
      expect(within(grid).getByText('Eli Employee')).toBeInTheDocument();
      expect(within(grid).queryByText('Gus Gone')).not.toBeInTheDocument();
    });
  });
});
