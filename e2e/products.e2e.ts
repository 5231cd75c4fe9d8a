import { expect, test } from '@playwright/test';
import { signInAsOwner } from './helpers';

// A product made in this test (the database is reset for every e2e run).
const TITLE = 'E2E Trail Runner';

test('the owner creates a product with two options, finds it, makes it a template and starts a new product from it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsOwner(page);

  // Create: two options make variants; pick a default; save.
  await page.goto('/admin/products/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Add product' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
  await expect(page.getByRole('textbox', { name: 'SEO URL' })).toHaveValue('e2e-trail-runner');
  await page.getByRole('switch', { name: /has options/ }).click();
  await expect(page.getByRole('textbox', { name: 'Option 1 name' })).toHaveValue('Color');
  await expect(page.getByRole('textbox', { name: 'Option 2 name' })).toHaveValue('Size');
  const colors = page.getByRole('textbox', { name: 'Option 1 values' });
  for (const value of ['Red', 'Blue']) {
    await colors.fill(value);
    await colors.press('Enter');
  }
  const sizes = page.getByRole('textbox', { name: 'Option 2 values' });
  for (const value of ['42', '43']) {
    await sizes.fill(value);
    await sizes.press('Enter');
  }
  const variants = page.getByRole('table', { name: 'Variants' });
  await expect(variants.getByRole('rowheader')).toHaveText([
    'Red / 42',
    'Red / 43',
    'Blue / 42',
    'Blue / 43',
  ]);
  await expect(page.getByRole('radio', { name: 'Default: Red / 42' })).toBeChecked();
  await page.getByRole('radio', { name: 'Default: Blue / 43' }).check();
  await page.getByRole('textbox', { name: 'SKU of Blue / 43' }).fill('E2E-BLUE-43');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Product "${TITLE}" successfully created.`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);

  // In the list...
  await page.goto(`/admin/products?chqsearch=${encodeURIComponent('Trail Runner')}`);
  const grid = page.getByRole('grid', { name: 'Products' });
  await expect(grid.getByRole('link', { name: TITLE })).toBeVisible();
  await expect(page).not.toHaveURL(/chqsearch/);

  // ...and through the global search, whose link opens the editor.
  const search = page.getByRole('combobox', { name: 'Search orders, customers and products' });
  await search.fill('E2E-BLUE-43');
  await page.getByRole('option', { name: new RegExp(TITLE) }).click();
  await expect(page).toHaveURL(/\/admin\/products\/view\?id=\d+/);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(TITLE);
  await expect(page.getByRole('radio', { name: 'Default: Blue / 43' })).toBeChecked();

  // Save it as a template: the box closes and the screen stays.
  await page.getByRole('button', { name: 'Save as template' }).click();
  await page.getByRole('textbox', { name: /Template name/ }).fill('Trail shoes');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template "Trail shoes" successfully created.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Template name/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/products\/view\?id=\d+/);

  // A new product from the template: options and variants copied, title and SEO cleared.
  await page.goto('/admin/products/create');
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Trail shoes' }).click();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'SEO URL' })).toHaveValue('');
  await expect(page.getByRole('table', { name: 'Variants' }).getByRole('rowheader')).toHaveText([
    'Red / 42',
    'Red / 43',
    'Blue / 42',
    'Blue / 43',
  ]);
  await page.getByRole('textbox', { name: /^Title/ }).fill('E2E Road Runner');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Product "E2E Road Runner" successfully created.').first()).toBeVisible();
});

test('product settings: a new description tab appears in the editor; a tab in use asks where its content goes', async ({
  page,
}) => {
  await signInAsOwner(page);

  await page.goto('/admin/settings/product');
  await expect(page.getByRole('heading', { level: 1, name: 'Product settings' })).toBeVisible();
  const tabs = page.getByRole('list', { name: 'Tab names' });
  await expect(tabs.getByRole('textbox')).toHaveCount(3);
  await page.getByRole('textbox', { name: 'New tab' }).fill('description');
  await page.getByRole('button', { name: 'Add tab' }).click();
  await expect(page.getByText('Tab with this name already exists.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New tab' }).fill('Size guide');
  await page.getByRole('button', { name: 'Add tab' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Product settings successfully updated.').first()).toBeVisible();

  // Every seeded product has a Description text: deleting that tab asks first.
  await page.getByRole('button', { name: 'Delete tab Description' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete tab "Description"' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/admin/products/create');
  await expect(page.getByRole('tablist', { name: 'Description tabs' }).getByRole('tab')).toHaveText([
    'Description',
    'Materials & Care',
    'Shipping',
    'Size guide',
  ]);
});
