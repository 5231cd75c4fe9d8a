import { expect, test } from '@playwright/test';
import { OWNER, signInAsOwner } from './helpers';

// An employee the owner creates in this test (the database is reset for every e2e run).
const CLERK = { email: 'orders.clerk@storeroom.test', password: 'orders-clerk-1', name: 'Olga Orders' };

test('the owner creates an employee with limited orders access, who never sees Employees', async ({
  page,
}) => {
  await signInAsOwner(page);

  // Settings → Employees is the owner's.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Employees' }).click();
  await expect(page).toHaveURL(/\/admin\/employees/);
  await page.getByRole('button', { name: 'Add employee' }).click();

  const form = page.getByRole('form', { name: 'Employee' });
  await form.getByLabel('Email').fill(CLERK.email);
  await form.getByLabel('Full name').fill(CLERK.name);
  await form.getByLabel('Password').fill(CLERK.password);
  await expect(form.getByRole('switch', { name: 'Enabled' })).toBeChecked();
  await form
    .getByRole('radiogroup', { name: 'Orders', exact: true })
    .getByRole('radio', { name: 'Limited' })
    .click();
  await form
    .getByRole('group', { name: 'Orders options', exact: true })
    .getByRole('checkbox', { name: 'Allow fulfilments' })
    .click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Employee created successfully.').first()).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Employees' }).getByText(CLERK.email)).toBeVisible();

  // The saved panel closes without asking (nothing unsaved).
  await page.getByRole('button', { name: 'Close panel' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/login$/);

  // The new employee signs in: no Employees entry, and the page itself is refused.
  await page.getByLabel('Email').fill(CLERK.email);
  await page.getByLabel('Password').fill(CLERK.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Employees' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Permission denied' })).toBeVisible();
});

test('the owner creates a private app, sees its token once, issues another and deletes the app', async ({
  page,
}) => {
  await signInAsOwner(page);

  await page.goto('/admin/apps/installed');
  await page.getByRole('button', { name: 'Create private app' }).click();
  const form = page.getByRole('form', { name: 'Private app' });
  await expect(form.getByRole('switch', { name: /Full access/ })).toBeChecked();
  await form.getByLabel('Name').fill('Warehouse bridge');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your Private App created successfully').first()).toBeVisible();
  const shown = form.getByRole('status', { name: 'New token' });
  await expect(shown.getByRole('button', { name: 'Copy token' })).toBeVisible();
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);

  await form.getByRole('button', { name: 'Issue new token' }).click();
  await expect(form.getByRole('status', { name: 'New token' })).toBeVisible();
  await expect(form.getByRole('button', { name: /^Revoke token / })).toHaveCount(2);

  await form.getByRole('button', { name: 'Delete app' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(
    dialog.getByText(
      'This action will delete your private app. Are you sure you want to delete "Warehouse bridge"?',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Private app deleted successfully.').first()).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Private apps' }).getByText('Warehouse bridge')).toHaveCount(0);
});

// Issue 18 item 15: the owner invites by e-mail; the employee opens the link signed out, sets
// a password and signs in. The link is read from the e-mail the outbox logged.
test('the owner invites an employee by e-mail, who sets a password through the link and signs in', async ({
  page,
  request,
}) => {
  // Its own address on every run (a repeated run keeps the database).
  const invitee = {
    email: `invited.packer.${Date.now().toString(36)}@storeroom.test`,
    name: 'Ines Invited',
    password: 'ines-packer-1',
  };
  await signInAsOwner(page);

  await page.goto('/admin/employees');
  await page.getByRole('button', { name: 'Add employee' }).click();
  const form = page.getByRole('form', { name: 'Employee' });
  await form.getByLabel('Email').fill(invitee.email);
  await form.getByLabel('Full name').fill(invitee.name);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invite was successfully sent.').first()).toBeVisible();
  const row = page
    .getByRole('grid', { name: 'Employees' })
    .getByRole('row')
    .filter({ hasText: invitee.email });
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();
  await expect(form.getByRole('region', { name: 'Invitation' })).toContainText('Invited');

  // The link in the logged e-mail.
  const login = await request.post('/api/v1/auth/login', { data: OWNER });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const logs = await request.get('/api/v1/email-logs?sort=!id&expand=body', {
    headers: { authorization: `Bearer ${token}` },
  });
  const mail = ((await logs.json()) as { items: { to_email: string; body: string }[] }).items.find(
    (m) => m.to_email === invitee.email,
  );
  expect(mail).toBeTruthy();
  const link = new URL(/href="([^"]+)"/.exec(mail!.body)![1]!.replace(/&amp;/g, '&'));

  // Signed out: the invitation page.
  await page.getByRole('button', { name: 'Close panel' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/login$/);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
  await expect(page.getByText(`Set a password to sign in as ${invitee.email}.`)).toBeVisible();
  await page.getByLabel(/^Password/).fill(invitee.password);
  await page.getByLabel(/Confirm password/).fill(invitee.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set. You can log in now.')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(invitee.email);
  await page.getByLabel('Password').fill(invitee.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toBeVisible();

  // The link is used up.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('alert')).toHaveText(
    'This invitation has already been accepted. Log in with your email and password.',
  );
});
