import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { OWNER, signIfAsked } from './helpers';

// Issue 22 item 3: the main flows from the keyboard only (no mouse click anywhere here).

/** Presses Tab until the focused element matches, at most `limit` times. */
async function tabTo(page: Page, selector: string, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Presses Tab until the locator's element has the focus. */
async function tabToElement(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((e) => e === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

interface Order {
  id: number;
  number: string;
  display_number: number;
  refunded: number;
  items: { quantity: number; is_giftcard: boolean; track_inventory: boolean }[];
}

/** A paid order with nothing sent yet and two units or more (as orders.e2e.ts picks it). */
async function pickOrder(request: APIRequestContext): Promise<Order> {
  const login = await request.post('/api/v1/auth/login', { data: OWNER });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const answer = await request.post('/api/v1/orders/search?size=100&sort=!order_date&expand=items', {
    headers,
    data: { status: 0, paid: -1 },
  });
  const { items } = (await answer.json()) as { items: Order[] };
  const order = items.find(
    (o) =>
      o.refunded === 0 &&
      o.items.length === 1 &&
      o.items.every((i) => !i.is_giftcard && !i.track_inventory) &&
      o.items[0]!.quantity >= 2,
  );
  expect(order, 'a paid, unfulfilled one-line order of two units or more in the demo data').toBeTruthy();
  return order!;
}

async function signInWithKeyboard(page: Page) {
  await page.goto('/admin/user/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await tabTo(page, 'input[type="email"], input[name="email"]');
  await page.keyboard.type(OWNER.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(OWNER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  await signIfAsked(page);
}

test('sign in, skip to the content, and dialogs that trap the focus and give it back', async ({ page }) => {
  await signInWithKeyboard(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The first Tab of a page is the skip link; it moves the focus to the main content.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The account menu from the keyboard: its "Keyboard shortcuts" opens the help, a dialog that
  // keeps the focus inside while tabbing and gives it back to the menu button on Escape.
  const account = page.getByRole('button', { name: /Account menu for/ });
  await tabTo(page, '.sr-user-trigger');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: /Account menu for/ })).toBeVisible();
  for (let i = 0; i < 10; i += 1) {
    if (
      await page
        .getByRole('menuitem', { name: 'Keyboard shortcuts' })
        .evaluate((e) => e === document.activeElement)
    )
      break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await help.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(account).toBeFocused();

  // The command palette traps the focus too and gives it back where it was.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await palette.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(account).toBeFocused();

  // "Go to" a page from the palette.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('customers');
  await expect(
    palette.getByRole('group', { name: 'Go to' }).getByRole('option', { name: /Customers/ }),
  ).toBeVisible();
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 10; i += 1) {
    const selected = palette.locator('[role="option"][aria-selected="true"]');
    if (
      ((await selected.textContent()) ?? '').startsWith('Customers') &&
      (await selected.textContent())?.includes('Manage')
    )
      break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
});

test('open an order from the list with the keyboard; closing its panel returns the focus to its row', async ({
  page,
}) => {
  await signInWithKeyboard(page);
  await page.goto('/admin/orders');
  const grid = page.getByRole('grid', { name: 'Orders' });
  await expect(grid.locator('a[href^="/admin/orders/order/"]').first()).toBeVisible();

  // Into the grid with Tab (one cell of it is a tab stop), down to the first order, Enter.
  await tabTo(page, '[role="grid"] [role="gridcell"], [role="grid"] [role="columnheader"]');
  await page.keyboard.press('ArrowDown');
  const row = page.locator('[role="row"]', { has: page.locator(':focus') });
  const rowIndex = await row.getAttribute('aria-rowindex');
  const number = (await row.locator('a[href^="/admin/orders/order/"]').textContent())!.trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/orders\/order\/\d+/);
  const panel = page.getByRole('dialog', { name: `Order ${number}` });
  await expect(panel).toBeVisible();

  // The focus moved into the panel; Escape closes it and the focus is back on the row.
  expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/orders(\?.*)?$/);
  await expect
    .poll(() =>
      page.evaluate(
        () => document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex') ?? null,
      ),
    )
    .toBe(rowIndex);
});

test('fulfil part of an order from the keyboard; the dialog gives the focus back', async ({
  page,
  request,
}) => {
  const order = await pickOrder(request);
  await signInWithKeyboard(page);
  await page.goto(`/admin/orders?chqsearch=${order.display_number}`);
  const grid = page.getByRole('grid', { name: 'Orders' });
  await expect(grid.getByRole('link', { name: order.number, exact: true })).toBeVisible();

  // To the order's row and open it.
  await tabTo(page, '[role="grid"] [role="gridcell"], [role="grid"] [role="columnheader"]');
  for (let i = 0; i < 20; i += 1) {
    const focusedRow = page.locator('[role="row"]', { has: page.locator(':focus') });
    if (
      (await focusedRow.count()) === 1 &&
      (await focusedRow.getByRole('link', { name: order.number, exact: true }).count()) === 1
    )
      break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: `Order ${order.number}` });
  await expect(panel).toBeVisible();

  // "Mark as fulfilled": one unit less than ordered.
  const markButton = panel.getByRole('button', { name: 'Mark as fulfilled' });
  await tabToElement(page, markButton);
  await page.keyboard.press('Enter');
  const fulfil = page.getByRole('dialog', { name: 'Mark as fulfilled' });
  await expect(fulfil).toBeVisible();
  await tabToElement(page, fulfil.getByRole('spinbutton').first());
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(String(order.items[0]!.quantity - 1));
  await tabToElement(page, fulfil.getByRole('button', { name: 'Mark as fulfilled' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Selected products are sent to fulfillment successfully.').first(),
  ).toBeVisible();
  await expect(fulfil).toBeHidden();
  await expect(
    panel.getByRole('group', { name: 'Statuses' }).getByText('Partially sent to fulfilment', { exact: true }),
  ).toBeVisible();
  // The focus is back in the panel (not lost to the page). Escape closes the newest layer
  // first: the success toast while it shows, then the panel.
  expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  if (await panel.isVisible()) await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('edit a product and save it from the keyboard (opened through the command palette)', async ({
  page,
}) => {
  await signInWithKeyboard(page);
  await page.goto('/admin/products');
  const link = page
    .getByRole('grid', { name: 'Products' })
    .locator('a[href^="/admin/products/create?id="]')
    .first();
  await expect(link).toBeVisible();
  const title = (await link.textContent())!.trim();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type(title);
  const hit = palette.getByRole('group', { name: 'Products' }).getByRole('option').first();
  await expect(hit).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/products\//);

  const field = page.getByRole('textbox', { name: 'Title' }).first();
  await expect(field).toHaveValue(title);
  await tabToElement(page, field);
  await page.keyboard.press('End');
  await page.keyboard.type(' KB');
  await tabToElement(page, page.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Product "${title} KB" successfully updated.`).first()).toBeVisible();
});
