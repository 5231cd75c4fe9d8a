import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAsOwner } from './helpers';

/** On hand of `sku` in a warehouse, read from the inventory side panel of `product`. */
async function onHand(page: Page, product: string, sku: string, warehouse: string): Promise<number> {
  await page.goto('/admin/products/inventory');
  const grid = page.getByRole('grid', { name: 'Inventory' });
  await grid.getByText(product, { exact: true }).first().click();
  const panel = page.getByRole('form', { name: `Inventory of ${product}` });
  const input = panel.getByRole('spinbutton', { name: `On hand of ${sku} in ${warehouse}` });
  await expect(input).toBeVisible();
  return Number(await input.inputValue());
}

test('the owner creates a transfer, receives it in two parts and sees inventory change', async ({ page }) => {
  await signInAsOwner(page);

  // A product line of the seeded inventory (grouped by product, first row).
  await page.goto('/admin/products/inventory');
  const grid = page.getByRole('grid', { name: 'Inventory' });
  await expect(grid).toBeVisible();
  const firstRow = grid.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await firstRow.getByRole('gridcell').nth(1).click();
  const panel = page.getByRole('form', { name: /^Inventory of / });
  await expect(panel).toBeVisible();
  const product = ((await panel.getAttribute('aria-label')) ?? '').replace(/^Inventory of /, '');
  const heading = (await panel.getByRole('heading').first().textContent()) ?? '';
  const sku = /SKU (\S+)/.exec(heading)?.[1] ?? '';
  expect(sku).not.toBe('');
  const mainBefore = await onHand(page, product, sku, 'Main Warehouse');
  const depotBefore = await onHand(page, product, sku, 'East Coast Depot');
  expect(mainBefore).toBeGreaterThanOrEqual(4);

  // Create: Main Warehouse → East Coast Depot, 4 of the sku from the add-items dialog.
  await page.goto('/admin/transfers');
  await page.getByRole('button', { name: 'Create transfer' }).click();
  const form = page.getByRole('form', { name: 'Create transfer' });
  await form.getByRole('combobox', { name: 'Origin' }).click();
  await page.getByRole('option', { name: 'Main Warehouse' }).click();
  await form.getByRole('combobox', { name: 'Destination' }).click();
  await page.getByRole('option', { name: 'East Coast Depot' }).click();
  await form.getByRole('button', { name: 'Add items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add items' });
  await dialog.getByRole('searchbox', { name: 'Search products' }).fill(product);
  // The search runs 300 ms after typing: wait until only that product's items are listed.
  await expect(async () => {
    const rows = await dialog.getByRole('row').allTextContents();
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row.includes(product))).toBe(true);
  }).toPass();
  const pick = dialog.getByRole('checkbox', {
    name: new RegExp(`\\(${sku.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)$`),
  });
  await pick.click();
  const quantity = dialog.getByRole('spinbutton', { name: `Quantity of ${sku}` });
  await quantity.fill('4');
  await quantity.press('Tab');
  await expect(quantity).toHaveValue('4');
  await expect(dialog.getByText('Selected: 1 products, 4 units')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to transfer' }).click();
  await expect(dialog).toBeHidden();
  await form.getByRole('button', { name: 'Save' }).click();
  const created = page.getByText(/^Created successfully: Transfer #T\d+$/).first();
  await expect(created).toBeVisible();
  const id = /#T(\d+)/.exec((await created.textContent()) ?? '')?.[1];
  expect(id).toBeTruthy();
  await expect(page).toHaveURL(/\/admin\/transfers$/);

  // Receive 1, then the remaining 3.
  await page
    .getByRole('grid', { name: 'Transfers' })
    .getByRole('link', { name: `Receive T${id}` })
    .click();
  const receive = page.getByRole('form', { name: `Receive transfer #T${id}` });
  const now = receive.getByRole('spinbutton', { name: `Receive now of ${sku}` });
  await now.fill('1');
  await now.press('Tab');
  await receive.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(page.getByText(`Received successfully: Transfer #T${id}`).first()).toBeVisible();
  await expect(receive).toContainText('Partially received');
  await expect(receive).toContainText('Received 1 of 4');
  await receive.getByRole('button', { name: 'Receive all' }).click();
  await receive.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(receive).toContainText('Received 4 of 4');
  await expect(receive.getByRole('button', { name: 'Receive', exact: true })).toBeHidden();

  // Inventory moved: Main Warehouse −4, East Coast Depot +4.
  expect(await onHand(page, product, sku, 'Main Warehouse')).toBe(mainBefore - 4);
  expect(await onHand(page, product, sku, 'East Coast Depot')).toBe(depotBefore + 4);
});
