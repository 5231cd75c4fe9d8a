import { expect, test } from '@playwright/test';
import { logIn, signIfAsked } from './helpers';

// Issue 15 "Done when": the command palette opens an order by its number from the keyboard.

test('Ctrl+K, an order number and Enter open that order; it is then a recent record', async ({ page }) => {
  await page.goto('/admin/user/login');
  await logIn(page);
  await signIfAsked(page);

  // An order of the demo data, as the list shows it.
  await page.goto('/admin/orders');
  const link = page.getByRole('grid', { name: 'Orders' }).locator('a[href^="/admin/orders/order/"]').first();
  await expect(link).toBeVisible();
  const number = (await link.textContent())!.trim();
  const id = /\/admin\/orders\/order\/(\d+)/.exec((await link.getAttribute('href'))!)![1]!;
  const digits = number.replace(/\D/g, '');
  expect(digits, `the order number ${number} has digits to type`).not.toBe('');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type(digits);
  const hit = palette.getByRole('option', {
    name: new RegExp(`Order ${number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
  await expect(hit).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/admin/orders/order/${id}$`));
  await expect(palette).toBeHidden();
  const panel = page.getByRole('dialog', { name: `Order ${number}` });
  await expect(panel).toBeVisible();
  // The order's panel and the list behind it have loaded, as the user sees them, before the
  // palette opens over them (a panel still mounting takes Escape as the top layer).
  await expect(panel.getByRole('group', { name: 'Statuses' })).toBeVisible();
  await expect(
    page
      .getByRole('grid', { name: 'Orders', includeHidden: true })
      .locator('a[href^="/admin/orders/order/"]')
      .first(),
  ).toBeAttached();

  // Opened again: the order is under Recent, and Escape closes the palette.
  await page.keyboard.press('Control+k');
  await expect(
    palette
      .getByRole('group', { name: 'Recent' })
      .getByRole('option', { name: new RegExp(number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
});
