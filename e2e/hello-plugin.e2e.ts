import { expect, test } from '@playwright/test';
import { logIn, signIfAsked } from './helpers';

// The hello plugin was made with `storeroom create plugin` and is registered in the
// assembled admin: its menu entry, lazy list and editor screens and server resource work.
test('a plugin scaffolded by the CLI renders in the shell and saves through its server part', async ({
  page,
}) => {
  await page.goto('/admin/hello');
  await logIn(page);
  await expect(page).toHaveURL(/\/admin\/hello$/);
  await signIfAsked(page);

  const grid = page.getByRole('grid', { name: 'Hello' });
  await expect(grid.getByText('Welcome item')).toBeVisible();

  await page.getByRole('link', { name: 'New item' }).click();
  await expect(page).toHaveURL(/\/admin\/hello\/0$/);
  const form = page.getByRole('form', { name: 'Hello item' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Title cannot be blank.')).toBeVisible();
  await form.getByLabel(/Title/).fill('Ribbon from the browser');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item created successfully.').first()).toBeVisible();
  // The new item opens at its own address; the list holds it.
  await expect(page).toHaveURL(/\/admin\/hello\/[1-9][0-9]*$/);
  await page.goto('/admin/hello');
  await expect(page.getByRole('grid', { name: 'Hello' }).getByText('Ribbon from the browser')).toBeVisible();

  // The menu has its list (Manage) and its settings page (Settings).
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Hello' }),
  ).toHaveCount(2);
});

// The hand-made extensions, through the public API only: a dashboard widget in the
// `dashboard.widgets` slot and a settings page backed by the plugin's own server actions.
test('the hello plugin’s settings page changes the greeting its dashboard widget shows', async ({ page }) => {
  await page.goto('/admin/settings/hello');
  await logIn(page);
  await signIfAsked(page);
  const form = page.getByRole('form', { name: 'Hello settings' });
  await form.getByLabel(/Greeting/).fill('Greetings from the e2e test');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Hello settings saved successfully.').first()).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByText('Greetings from the e2e test')).toBeVisible();
  await expect(page.getByRole('link', { name: /active items/ })).toBeVisible();
});
