import { expect, test } from '@playwright/test';
import { OWNER, logIn, signIfAsked, signInAsOwner } from './helpers';

test('the demo owner logs in, sees the shell and logs out', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/user\/login$/);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');

  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await signIfAsked(page);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('heading', { name: 'Manage' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A reload keeps the session (the HttpOnly refresh cookie; e2e/security.e2e.ts checks no token is in storage).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/user\/login$/);
});

test('an unauthenticated deep link goes to login and comes back after login', async ({ page }) => {
  await page.goto('/admin/site/account?tab=profile');
  await expect(page).toHaveURL(/\/admin\/user\/login$/);
  await logIn(page);
  await expect(page).toHaveURL(/\/admin\/site\/account\?tab=profile$/);
  await signIfAsked(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  // The profile form holds the owner's email (the account plugin's page).
  await expect(page.getByRole('textbox', { name: 'Email' }).first()).toHaveValue(OWNER.email);
});

test('an unknown admin path shows the 404 page inside the shell', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto('/admin/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the demo employee gets the shell without the signature request or store switching', async ({
  page,
}) => {
  await page.goto('/admin');
  await page.getByLabel('Email').fill('employee@storeroom.test');
  await page.getByLabel('Password').fill('storeroom-employee');
  await page.getByRole('button', { name: 'Log in' }).click();
  // The demo employee has limited access to the dashboard (DEMO_EMPLOYEE_ACCESS).
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Signature required' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Switch store/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
});

test('the owner switches store; the store time zone follows', async ({ page }) => {
  await signInAsOwner(page);
  await expect(page.getByText(/in the store's time zone \(UTC\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Switch store, current: Storeroom Demo' }).click();
  await page.getByRole('menuitemradio', { name: /Storeroom Outlet/ }).click();
  await expect(page.getByRole('button', { name: 'Switch store, current: Storeroom Outlet' })).toBeVisible();
  await expect(page.getByText(/in the store's time zone \(Europe\/Berlin\)/)).toBeVisible();
});
