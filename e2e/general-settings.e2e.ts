import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { OWNER, logIn, signInAsOwner } from './helpers';

// The e2e server's database is shared by every spec: what this one changes on the demo store
// (time zone, order suffix and numbers, subdomain) is put back after it, through the API.
async function ownerToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: OWNER });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

let original: { subdomain: string; timezone: string; order_prefix: string; order_suffix: string } | undefined;

test.beforeEach(async ({ request }) => {
  const token = await ownerToken(request);
  const res = await request.get('/api/v1/settings/general', {
    headers: { authorization: `Bearer ${token}` },
  });
  original = (await res.json()) as typeof original;
});

test.afterEach(async ({ request }) => {
  if (!original) return;
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  await request.patch('/api/v1/settings/general/subdomain', {
    headers,
    data: { subdomain: original.subdomain, admin_password: OWNER.password },
  });
  await request.patch('/api/v1/settings/general/timezone', {
    headers,
    data: { timezone: original.timezone },
  });
  await request.patch('/api/v1/settings/general', {
    headers,
    data: { order_prefix: original.order_prefix, order_suffix: original.order_suffix },
  });
  // The demo orders are numbered from 1001, oldest first: renumbering from there restores them.
  await request.post('/api/v1/orders/update-display-numbers', { headers, data: { start: 1001 } });
});

// spec 3 §2-§5 in the assembled admin: the owner changes the time zone, the order suffix (and
// renumbers the orders), then the subdomain: a wrong password is refused, the right one shows
// the notice and, 5 seconds later, the login; signed in again, the new subdomain is there.
test('the owner changes the time zone, the order number format and the subdomain', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const subdomain = `green-grocer-${testInfo.repeatEachIndex + 1}`;
  await signInAsOwner(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'General' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/general$/);
  const form = page.getByRole('form', { name: 'General settings' });
  await expect(form.getByLabel('Store name')).toHaveValue(/\S/);

  // Time zone.
  await page.getByRole('button', { name: 'Edit time zone' }).click();
  const zoneDialog = page.getByRole('dialog', { name: 'Edit time zone' });
  await zoneDialog.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: /Osaka, Sapporo, Tokyo/ }).click();
  await zoneDialog.getByRole('button', { name: 'Save time zone' }).click();
  await expect(zoneDialog).toBeHidden();
  await expect(page.getByText('Osaka, Sapporo, Tokyo (Asia/Tokyo)')).toBeVisible();

  // Order number format: a new suffix asks whether to renumber; yes, from 5001.
  await form.getByLabel('Suffix').fill('GS');
  await form.getByRole('button', { name: 'Save' }).click();
  const renumber = page.getByRole('dialog', { name: 'Order number format' });
  await renumber.getByLabel('First order number').fill('5001');
  await renumber.getByRole('button', { name: 'Yes, renumber' }).click();
  await expect(renumber).toBeHidden();
  await expect(page.getByText('Store settings successfully updated').first()).toBeVisible();
  await page.goto('/admin/orders');
  await expect(
    page
      .getByRole('grid')
      .getByText(/^5\d{3}GS$/)
      .first(),
  ).toBeVisible({ timeout: 30_000 });

  // Subdomain: the wrong password first, then the right one.
  await page.goto('/admin/settings/general');
  await page.getByRole('button', { name: 'Edit subdomain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit subdomain' });
  await dialog.getByRole('textbox', { name: 'Subdomain' }).fill(subdomain);
  await dialog.getByLabel('Your password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Change subdomain' }).click();
  await expect(dialog.getByText('Password is incorrect.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(OWNER.password);
  await dialog.getByRole('button', { name: 'Change subdomain' }).click();
  await expect(
    dialog.getByText(
      'Subdomain successfully changed. You will be redirected to the login page in 5 seconds.',
    ),
  ).toBeVisible();
  // spec 3 §4: the login after 5 seconds.
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/user\/login/);

  await logIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings/general');
  await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${subdomain}$`) })).toBeVisible();
});
