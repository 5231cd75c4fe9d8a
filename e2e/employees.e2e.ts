import { expect, test } from '@playwright/test';
import { logIn, signIfAsked } from './helpers';

// An employee the owner creates in this test (the database is reset for every e2e run).
const CLERK = { email: 'orders.clerk@storeroom.test', password: 'orders-clerk-1', name: 'Olga Orders' };

test('the owner creates an employee with limited orders access, who never sees Employees', async ({
  page,
}) => {
  await page.goto('/admin/user/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await signIfAsked(page);

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
  await page.goto('/admin/user/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await signIfAsked(page);

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
