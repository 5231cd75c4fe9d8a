import { expect, test } from '@playwright/test';
import { logIn, signIfAsked } from './helpers';

// The owner creates an invoice order with a custom item, marks it as paid (free payment type,
// spec 2 §4); a paid invoice cannot be deleted (spec 2 §8), so its editor no longer offers it.
test('the owner creates an invoice with a custom item, marks it paid, and cannot delete it', async ({
  page,
}) => {
  await page.goto('/admin/orders/invoice');
  await logIn(page);
  await signIfAsked(page);
  const grid = page.getByRole('grid', { name: 'Invoice orders' });
  await expect(grid).toBeVisible();
  // The seeded invoices, paid and unpaid.
  await expect(grid.getByText('Paid', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Create invoice order' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/invoice\/new$/);
  await expect(page.getByRole('heading', { name: 'New invoice order' })).toBeVisible();

  await page.getByRole('button', { name: 'Create custom item' }).click();
  const item = page.getByRole('dialog', { name: 'Create custom item' });
  await item.getByRole('textbox', { name: /Item title/ }).fill('Hand engraving');
  await item.getByRole('spinbutton', { name: /Price/ }).fill('24.50');
  await item.getByRole('spinbutton', { name: /Quantity/ }).fill('2');
  await item.getByRole('button', { name: 'Add item' }).click();
  await expect(item).toBeHidden();
  await expect(page.getByRole('table', { name: 'Items' }).getByText('Hand engraving')).toBeVisible();
  await page.getByRole('textbox', { name: 'Invoice email' }).fill('walk-in.buyer@example.com');
  await expect(page.getByLabel('Invoice totals')).toContainText('$49.00');

  await page.getByRole('button', { name: 'Create invoice order' }).click();
  await expect(page.getByText('Invoice order created successfully.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/orders\/invoice\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { name: `Invoice #${id}` })).toBeVisible();
  await expect(page.getByText('Not paid', { exact: true })).toBeVisible();
  // Unpaid, it may still be deleted.
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const pay = page.getByRole('dialog', { name: `Pay invoice #${id}` });
  await pay.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(pay).toBeHidden();
  await expect(page.getByText('Invoice order marked as paid.').first()).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);

  // A paid invoice cannot be deleted, so its editor offers no Delete (the server refuses it too:
  // the list's bulk delete shows the spec's message, tested in the plugin's list test).
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/admin/orders/invoice/${id}$`));

  // Still there, paid, in the list.
  await page.getByRole('link', { name: 'All invoice orders' }).click();
  await expect(grid.getByRole('link', { name: `#${id}` })).toBeVisible();
});

// The invoice page (spec 2 §7 `GET {id}/page`): opened from the editor, without the shell.
test('the owner opens the invoice page of an invoice from its editor', async ({ page }) => {
  await page.goto('/admin/orders/invoice');
  await logIn(page);
  await signIfAsked(page);
  const grid = page.getByRole('grid', { name: 'Invoice orders' });
  await grid
    .getByRole('link', { name: /^#\d+$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/orders\/invoice\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await page.getByRole('link', { name: 'Invoice page' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/invoice/${id}/page$`));
  await expect(page.getByRole('heading', { level: 1, name: `Invoice #${id}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Items' })).toBeVisible();
  await expect(page.getByLabel('Invoice totals')).toContainText('Total');
  // No shell around it: neither the header nor its menu.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the invoice order' }).click();
  await expect(page.getByRole('heading', { name: `Invoice #${id}` })).toBeVisible();
});
