import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { OWNER, signIfAsked, signInAsOwner } from './helpers';

async function openAccount(page: Page) {
  await signInAsOwner(page);
  await page.goto('/admin/site/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

test('the owner adds a second card, makes it primary and deletes the first', async ({ page }) => {
  await openAccount(page);
  const cards = page.getByRole('list', { name: 'Payment cards' });
  await expect(cards.getByText('Visa •••• 4242')).toBeVisible();

  // The primary card cannot be deleted (spec 1 §5).
  await cards.getByRole('button', { name: 'Delete Visa •••• 4242' }).click();
  await expect(page.getByText(/A primary card cannot be deleted/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Add card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel('Name on card').fill('Olivia Owner');
  await dialog.getByLabel('Card number').fill('5555 5555 5555 4444');
  await dialog.getByLabel('Expiry month').fill('12');
  await dialog.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 2));
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Payment method created successfully.').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await cards.getByRole('button', { name: 'Make Mastercard •••• 4444 primary' }).click();
  await expect(page.getByText('Payment method updated successfully.').first()).toBeVisible();
  await expect(
    cards.getByRole('listitem', { name: 'Mastercard •••• 4444' }).getByText('Primary'),
  ).toBeVisible();

  await cards.getByRole('button', { name: 'Delete Visa •••• 4242' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Card deleted successfully.').first()).toBeVisible();
  await expect(cards.getByText('Visa •••• 4242')).toBeHidden();
  await expect(cards.getByRole('listitem')).toHaveCount(1);
});

// Other e2e files sign in with the demo password: this test runs last in the file and puts
// the demo password back at its end.
const NEW_PASSWORD = 'a-brand-new-password-1';

// Should the test below stop half-way, the demo password is put back through the API.
test.afterAll(async ({ request }) => {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: OWNER.email, password: NEW_PASSWORD },
  });
  if (!login.ok()) return;
  const { access_token } = (await login.json()) as { access_token: string };
  await request.patch('/api/v1/account', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { profile: { old_password: NEW_PASSWORD, password: OWNER.password } },
  });
});

test('the owner changes the password and logs in with the new one', async ({ page }) => {
  async function changePassword(from: string, to: string) {
    const form = page.getByRole('form', { name: 'Profile' });
    await form.getByLabel('Old password', { exact: true }).fill(from);
    await form.getByLabel('New password', { exact: true }).fill(to);
    await form.getByLabel('Confirm new password', { exact: true }).fill(to);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Password changed successfully').first()).toBeVisible();
  }

  await openAccount(page);
  // A mismatched confirmation is refused.
  const form = page.getByRole('form', { name: 'Profile' });
  await form.getByLabel('Old password', { exact: true }).fill(OWNER.password);
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password', { exact: true }).fill('something-else-1');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText("Passwords don't match").first()).toBeVisible();

  await changePassword(OWNER.password, NEW_PASSWORD);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/login$/);

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/login/);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await signIfAsked(page);

  // Put the demo password back for the other e2e files.
  await page.goto('/admin/site/account');
  await changePassword(NEW_PASSWORD, OWNER.password);
});
