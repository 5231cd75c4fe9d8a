import { expect, test } from '@playwright/test';
import { logIn, signIfAsked, signInAsOwner } from './helpers';

// The domains plugin (made with `storeroom create plugin`) in the assembled admin, with the
// sandbox registrar ("taken" names are unavailable) and the sandbox resolver (a name without
// "nodns" points to the platform): the owner tries an unavailable name first (spec 1 §8), buys
// an available one, activates SSL (issued by its background job, followed on the page) and finds
// the dashboard's "Connect a domain" step done.
test('the owner buys a domain in the sandbox after an unavailable one, SSL is enabled by its job, the checklist step is done', async ({
  page,
}, testInfo) => {
  // One name per run: a name belongs to one store, and a repeat runs on the same database.
  const suffix = `${testInfo.repeatEachIndex}-${testInfo.retry}-${Date.now().toString(36)}`;
  const wanted = `e2e-shop-${suffix}.com`;

  await signInAsOwner(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Domains' }).click();
  await expect(page).toHaveURL(/\/admin\/domains$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  await page.getByRole('link', { name: 'Buy a domain' }).click();
  await expect(page).toHaveURL(/\/admin\/domains\/buy$/);
  await expect(page.getByText('Sandbox', { exact: true })).toBeVisible();

  // An unavailable name first: the spec's message, and the owner stays on the buy page.
  const name = page.getByRole('textbox', { name: /Domain name/ });
  await name.fill(`taken-${suffix}.com`);
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByRole('alert')).toHaveText('Domain is not available for registration.');
  await expect(page).toHaveURL(/\/admin\/domains\/buy$/);

  // An available one, for two years: the confirmation with its price, then the purchase.
  await name.fill(`https://www.${wanted}`);
  await page.getByRole('combobox', { name: 'Years' }).click();
  await page.getByRole('option', { name: '2 years' }).click();
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page).toHaveURL(/\/admin\/domains\/confirm\?/);
  const confirm = page.getByRole('form', { name: 'Confirm purchase' });
  await expect(confirm.getByText(wanted)).toBeVisible();
  await expect(confirm.getByText('$25.98')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(page).toHaveURL(/\/admin\/domains$/);
  await expect(page.getByText('Domain bought.', { exact: true }).first()).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: wanted, exact: true }) });
  await expect(row.getByText('Bought here')).toBeVisible();
  await expect(row.getByText('Disabled')).toBeVisible();

  // SSL: queued by the request, issued by the job; the page follows it to the end.
  await row.getByRole('button', { name: `Activate SSL for ${wanted}` }).click();
  const dialog = page.getByRole('dialog', { name: `Activate SSL for ${wanted}` });
  await dialog.getByRole('button', { name: 'Activate SSL' }).click();
  await expect(
    page.getByText('SSL activation started. The certificate is issued in the background.').first(),
  ).toBeVisible();
  await expect(row.getByText('Enabled')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`SSL certificate issued. (${wanted})`).first()).toBeVisible();

  // The dashboard's checklist: "Connect a domain" is done.
  await page.goto('/admin');
  const checklist = page.getByRole('region', { name: 'Set up your store' });
  const step = checklist.getByRole('listitem').filter({ hasText: 'Connect a domain' });
  await expect(step.getByText('Done')).toBeVisible();
});

test('the confirmation of an unavailable name goes back to the buy page after 5 seconds', async ({
  page,
}) => {
  await page.goto('/admin/domains/confirm?domain=taken-by-now.com&years=1');
  await logIn(page);
  await signIfAsked(page);
  await expect(page.getByRole('alert')).toHaveText('Domain is not available for registration.');
  await expect(page).toHaveURL(/\/admin\/domains\/buy$/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Check availability' })).toBeVisible();
});
