import { expect, test } from '@playwright/test';
import { signInAsOwner } from './helpers';

// The pixels plugin (made with `storeroom create plugin`) in the assembled admin: the owner
// opens Settings → Pixels, adds a pixel with a Facebook pixel, edits it (a Google pixel, a new
// title) and deletes it after the generic question (spec 2 §5).
test('the owner creates, edits and deletes a pixel', async ({ page }, testInfo) => {
  const title = `E2E pixel ${testInfo.repeatEachIndex}-${testInfo.retry}-${Date.now()}`;
  await signInAsOwner(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Pixels' }).click();
  await expect(page).toHaveURL(/\/admin\/pixels$/);
  const grid = page.getByRole('grid', { name: 'Pixels' });
  await expect(grid.getByRole('link', { name: 'Facebook ads' })).toBeVisible();

  await page.getByRole('link', { name: 'Add pixel' }).click();
  await expect(page).toHaveURL(/\/admin\/pixels\/edit\?id=0$/);
  let form = page.getByRole('form', { name: 'Pixel' });
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form.getByRole('checkbox', { name: 'Thank you' }).click();
  await form.getByRole('switch', { name: 'Use a Facebook pixel' }).click();
  await form.getByRole('textbox', { name: /Facebook pixel ID/ }).fill('1234567890123');
  await form.getByLabel(/Access token/).fill('e2e-token');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pixel created successfully.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pixels\/edit\?id=[1-9]\d*$/);

  // Edit it: a new title and a Google pixel; the saved access token is not shown.
  form = page.getByRole('form', { name: 'Pixel' });
  await expect(form.getByLabel(/Access token/)).toHaveValue('');
  await expect(form.getByText('Saved. Leave empty to keep it.')).toBeVisible();
  await form.getByRole('textbox', { name: /^Title/ }).fill(`${title} edited`);
  await form.getByRole('switch', { name: 'Use a Google pixel' }).click();
  await form.getByRole('textbox', { name: /Google tag ID/ }).fill('G-E2ETAG123');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pixel updated successfully.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${title} edited` })).toBeVisible();

  // Back on the list, delete it after the question.
  await page.getByRole('link', { name: 'All pixels' }).click();
  await expect(page).toHaveURL(/\/admin\/pixels$/);
  await expect(grid.getByRole('link', { name: `${title} edited` })).toBeVisible();
  await grid.getByRole('button', { name: `Delete pixel ${title} edited` }).click();
  const question = page.getByRole('alertdialog');
  await expect(question.getByText('Are you sure you want to delete it?')).toBeVisible();
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Pixel deleted successfully.', { exact: true })).toBeVisible();
  await expect(grid.getByRole('link', { name: `${title} edited` })).toHaveCount(0);
});
