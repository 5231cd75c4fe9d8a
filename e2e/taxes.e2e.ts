import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { OWNER, signInAsOwner } from './helpers';

/** States a run may use, one per repeat, so `--repeat-each` on one database never meets its own pair. */
const STATES = [
  ['OR', 'Oregon'],
  ['NV', 'Nevada'],
  ['UT', 'Utah'],
  ['ID', 'Idaho'],
  ['MT', 'Montana'],
] as const;

async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: OWNER });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

/** A run's state is free again afterwards, even when the test stopped half-way. */
async function removeTax(request: APIRequestContext, state: string) {
  const headers = await ownerHeaders(request);
  const found = await request.post('/api/v1/settings/taxes/search', {
    headers,
    data: { country: 'US', query: state },
  });
  const { items } = (await found.json()) as { items: { id: number; state: string | null }[] };
  for (const tax of items.filter((t) => t.state === state))
    await request.delete(`/api/v1/settings/taxes/${tax.id}`, { headers });
}

// The taxes plugin (made with `storeroom create plugin`) in the assembled admin: the owner opens
// Settings → Taxes, adds a tax for a state in the modal, finds that pair left out of the next
// add (spec 3 §5), and sees an invoice for that state taxed by it (the invoice orders plugin
// computes it through the taxes contract).
test('the owner adds a tax, the used pair is excluded next time, and an invoice is taxed by it', async ({
  page,
  request,
}, testInfo) => {
  const [code, name] = STATES[(testInfo.repeatEachIndex + testInfo.retry) % STATES.length]!;
  await removeTax(request, code);

  await signInAsOwner(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Taxes' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/taxes/);
  const grid = page.getByRole('grid', { name: 'Taxes' });
  await expect(grid.getByText('California, United States')).toBeVisible();

  await page.getByRole('button', { name: 'Add tax' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add tax' });
  await dialog.getByRole('combobox', { name: 'Country' }).fill('United States');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'State or region' }).click();
  // California has a tax in the demo store: it is not offered.
  await expect(page.getByRole('option', { name: name, exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'California', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: name, exact: true }).click();
  await dialog.getByRole('spinbutton', { name: /Tax rate/ }).fill('5.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings successfully updated.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(grid.getByText(`${name}, United States`)).toBeVisible();

  // The next add leaves the pair just used out.
  await page.getByRole('button', { name: 'Add tax' }).click();
  dialog = page.getByRole('dialog', { name: 'Add tax' });
  await dialog.getByRole('combobox', { name: 'Country' }).fill('United States');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'State or region' }).click();
  await expect(page.getByRole('option', { name: 'Texas', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: name, exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Texas', exact: true }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // An invoice shipped to that state is taxed by it: ($20 + $10 shipping) × 5.5 % = $1.65.
  const headers = await ownerHeaders(request);
  const created = await request.post('/api/v1/invoice-orders', {
    headers,
    data: { items: [{ title: 'Taxed item', price: 2000, quantity: 1 }], shipping: { price: 1000 } },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const address = await request.post(`/api/v1/invoice-orders/${id}/address`, {
    headers,
    data: { shipping: { first_name: 'Tia', last_name: 'Tax', city: 'Town', state: code, country: 'US' } },
  });
  expect(address.status()).toBe(200);
  await page.goto(`/admin/orders/invoice/${id}/page`);
  const totals = page.getByLabel('Invoice totals');
  await expect(totals).toContainText('Tax (5.5 %)');
  await expect(totals).toContainText('$1.65');
  await expect(totals).toContainText('$31.65');

  await removeTax(request, code);
});
