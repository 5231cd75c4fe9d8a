import { expect, test } from '@playwright/test';
import { logIn, signIfAsked } from './helpers';

// The hello plugin was made with `storeroom create plugin` and is registered in the
// assembled admin: its menu entry, lazy screen, side-panel form and server resource work.
test('a plugin scaffolded by the CLI renders in the shell and saves through its server part', async ({
  page,
}) => {
  await page.goto('/admin/hello');
  await logIn(page);
  await expect(page).toHaveURL(/\/admin\/hello$/);
  await signIfAsked(page);

  const grid = page.getByRole('grid', { name: 'Hello' });
  await expect(grid.getByText('Welcome item')).toBeVisible();

  await page.getByRole('button', { name: 'Add item' }).click();
  const form = page.getByRole('form', { name: 'Hello item' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Title cannot be blank.')).toBeVisible();
  await form.getByLabel(/Title/).fill('Ribbon from the browser');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item created successfully.').first()).toBeVisible();
  await expect(grid.getByText('Ribbon from the browser')).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Hello' }),
  ).toBeVisible();
});
